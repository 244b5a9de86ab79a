import type { LinkEntryInput, MeetingInput } from '../import/meetingInput';
import { ALL_EXPERTS, cast } from './experts';
import { at } from './time';

/** The usual entries of a meeting home: the nine fixed kinds and the organisers' hotline. */
function standardEntries(phone: string): LinkEntryInput[] {
  const names = ['会议介绍', '专家嘉宾', '会议日程', '资料下载', '参展企业', '会议资讯', '在线报名', '购票参会', '酒店预订'];
  return [
    ...names.map((name, i) => ({ type: 'Fixed', Fixed_type: `Fixed_type_${i + 1}`, name })),
    { type: 'Phone', phone, name: '会务热线', icon: 'phone' },
  ];
}

const PAY = (account: string) =>
  `<h3>参会费用</h3><p>请在报名页面选择票种并在线支付；也可对公转账后上传凭证。</p><h3>对公转账</h3><p>户名：华庭会展服务有限公司</p><p>账号：${account}</p><p>转账请备注“会议简称 + 参会人姓名”。</p>`;

export function digitalMeeting(now = Date.now()): MeetingInput {
  const d = (offset: number, hhmm: string) => at(offset, hhmm, now);
  return {
    title: '第八届长三角数字经济峰会',
    subtitle: '数据要素 · 智能引领',
    start_at: d(18, '09:00'),
    end_at: d(19, '17:00'),
    province: '浙江省',
    city: '杭州市',
    venue: '杭州国际博览中心',
    address: '杭州市萧山区奔竞大道 353 号',
    organizer: '华夏数字经济研究院',
    phone: '0571-86001234',
    tags: ['数字经济', '数据要素', '人工智能'],
    brief_introduction: '<p>峰会聚焦数据要素市场化配置、人工智能产业应用与产业数字化转型，汇聚长三角三省一市政府、企业与学界代表。</p>',
    content:
      '<h3>峰会简介</h3><p>第八届长三角数字经济峰会将在杭州举行，设主论坛与“数据要素”“人工智能+”“智能制造”三场专题论坛，并发布《长三角数字经济发展报告》。</p><h3>参会对象</h3><p>政府部门、数字经济企业、金融投资机构、高校与科研院所代表。</p>',
    pay_information: PAY('6228 0000 8765 4321 002'),
    timeline: [
      { date: d(-20, '10:00'), title: '报名开启' },
      { date: d(10, '18:00'), title: '早鸟优惠截止' },
      { date: d(18, '09:00'), title: '峰会开幕' },
    ],
    entries: standardEntries('0571-86001234'),
    experts: cast(
      ALL_EXPERTS,
      ['何静', '徐振宇', '马天翔', '高远', '罗晓峰', '梁思琪', '宋文博', '谢雨桐', '韩磊', '唐嘉明', '王淑琴', '孙浩'],
      { 何静: '峰会主席', 唐嘉明: '主持人' },
    ),
    schedules: [
      {
        title: '主论坛：数字经济新动能',
        start_at: d(18, '09:00'),
        end_at: d(18, '12:00'),
        hall: '主会场',
        host: '唐嘉明',
        speakers: [
          { name: '何静', topic: '长三角数字经济发展报告发布' },
          { name: '徐振宇', topic: '大模型与产业智能化' },
          { name: '梁思琪', topic: '数实融合的新范式' },
        ],
      },
      {
        title: '专题论坛：数据要素市场化',
        start_at: d(18, '14:00'),
        end_at: d(18, '17:00'),
        hall: '二号厅',
        host: '罗晓峰',
        speakers: [
          { name: '罗晓峰', topic: '公共数据授权运营' },
          { name: '宋文博', topic: '隐私计算让数据可用不可见' },
          { name: '王淑琴', topic: '医疗数据的流通与治理' },
        ],
      },
      {
        title: '专题论坛：人工智能+',
        start_at: d(19, '09:00'),
        end_at: d(19, '12:00'),
        hall: '三号厅',
        host: '马天翔',
        speakers: ['马天翔', '高远', '孙浩'],
      },
      {
        title: '专题论坛：智能制造',
        start_at: d(19, '14:00'),
        end_at: d(19, '16:30'),
        hall: '二号厅',
        host: '韩磊',
        speakers: [
          { name: '韩磊', topic: '智能工厂评价标准解读' },
          { name: '谢雨桐', topic: '边缘算力赋能产线' },
        ],
      },
    ],
    exhibitors: [
      '云帆智能科技有限公司',
      '星链云计算股份有限公司',
      '安盾网络安全技术有限公司',
      '智算未来科技有限公司',
      '长三角数据交易服务中心',
      '东海大学人工智能研究院',
    ].map((name, i) => ({
      name,
      booth: `${String.fromCharCode(65 + (i % 3))}${String(i + 1).padStart(2, '0')} 展位`,
      category: i < 4 ? '企业' : '机构',
      introduction: `<p>${name}将在峰会期间展示最新的数字化产品与解决方案。</p>`,
    })),
    articles: [
      {
        title: '第八届长三角数字经济峰会报名开启',
        category: '会议快讯',
        author: '峰会组委会',
        published_at: d(-20, '10:00'),
        content: '<p>峰会将于杭州国际博览中心举行，现已开放线上报名，早鸟优惠持续至开幕前 8 天。</p>',
      },
      {
        title: '峰会议程发布：一场主论坛与三场专题论坛',
        category: '会议快讯',
        author: '峰会组委会',
        published_at: d(-10, '10:00'),
        content: '<p>峰会议程正式发布，主论坛将发布《长三角数字经济发展报告》。</p>',
      },
      {
        title: '专访峰会主席何静：数据要素市场的下一步',
        category: '专家观点',
        author: '峰会组委会',
        published_at: d(-6, '10:00'),
        content: '<p>何静研究员认为，数据要素市场建设应从“能流通”走向“愿流通、敢流通”。</p>',
      },
    ],
    downloads: [
      {
        title: '峰会议程',
        filename: '长三角数字经济峰会议程.pdf',
        text: '第一天上午：主论坛\n第一天下午：专题论坛：数据要素市场化\n第二天上午：专题论坛：人工智能+\n第二天下午：专题论坛：智能制造',
      },
    ],
    custom_fields: [
      { name: 'company', label: '工作单位', type: 'text', required: true },
      { name: 'position', label: '职务', type: 'text' },
    ],
  };
}

export function hotelMeeting(now = Date.now()): MeetingInput {
  const d = (offset: number, hhmm: string) => at(offset, hhmm, now);
  return {
    title: '第五届全国酒店业高质量发展论坛',
    subtitle: '品质服务 · 数字运营',
    start_at: d(40, '09:00'),
    end_at: d(41, '16:00'),
    province: '四川省',
    city: '成都市',
    venue: '成都世纪城国际会议中心',
    address: '成都市高新区天府大道中段 1700 号',
    organizer: '全国酒店业发展促进会',
    phone: '028-85001234',
    tags: ['酒店管理', '会奖旅游'],
    brief_introduction: '<p>论坛围绕酒店品质服务、数字化运营与会奖旅游展开，面向酒店业主、管理集团与行业服务商。</p>',
    content: '<h3>论坛简介</h3><p>本届论坛设“品质服务”“收益管理”“会奖旅游”三个议题，并组织成都优秀酒店参访。</p>',
    pay_information: PAY('6228 0000 1357 2468 003'),
    timeline: [
      { date: d(-5, '10:00'), title: '报名开启' },
      { date: d(30, '18:00'), title: '报名截止' },
      { date: d(40, '09:00'), title: '论坛开幕' },
    ],
    entries: standardEntries('028-85001234'),
    experts: cast(ALL_EXPERTS, ['冯丽华', '邓永康', '曹雪', '彭俊', '蒋文丽', '梁思琪'], { 冯丽华: '论坛主席' }),
    schedules: [
      {
        title: '开幕式暨主题演讲',
        start_at: d(40, '09:00'),
        end_at: d(40, '12:00'),
        hall: '天府厅',
        host: '蒋文丽',
        speakers: [
          { name: '冯丽华', topic: '酒店业高质量发展的五个关键' },
          { name: '邓永康', topic: '中端酒店的连锁化之路' },
        ],
      },
      {
        title: '议题一：收益管理与数字运营',
        start_at: d(40, '14:00'),
        end_at: d(40, '17:00'),
        hall: '锦江厅',
        host: '曹雪',
        speakers: [
          { name: '曹雪', topic: '收益管理的常见误区' },
          { name: '彭俊', topic: '平台数据如何帮助单体酒店' },
          { name: '梁思琪', topic: '服务业的数字化转型' },
        ],
      },
      {
        title: '议题二：会奖旅游新机遇',
        start_at: d(41, '09:00'),
        end_at: d(41, '11:30'),
        hall: '天府厅',
        host: '彭俊',
        speakers: ['蒋文丽', '彭俊'],
      },
      {
        title: '优秀酒店参访',
        start_at: d(41, '13:30'),
        end_at: d(41, '16:00'),
        hall: '酒店大堂集合',
        content: '<p>分三条路线参访成都三家优秀酒店，请提前报名。</p>',
      },
    ],
    articles: [
      {
        title: '全国酒店业高质量发展论坛将在成都举办',
        category: '会议快讯',
        author: '论坛组委会',
        published_at: d(-5, '10:00'),
        content: '<p>第五届全国酒店业高质量发展论坛将在成都举办，现已开放报名。</p>',
      },
      {
        title: '论坛特别活动：成都优秀酒店参访线路公布',
        category: '会议快讯',
        author: '论坛组委会',
        published_at: d(-2, '10:00'),
        content: '<p>参访活动共三条线路，每条线路限 40 人，先到先得。</p>',
      },
    ],
    downloads: [
      {
        title: '论坛邀请函',
        filename: '酒店业论坛邀请函.pdf',
        text: '诚挚邀请您参加第五届全国酒店业高质量发展论坛。\n地点：成都世纪城国际会议中心。\n会务联系：028-85001234。',
      },
    ],
    custom_fields: [
      { name: 'company', label: '酒店/单位名称', type: 'text', required: true },
      { name: 'visit', label: '是否参加酒店参访', type: 'radio', options: ['参加', '不参加'], required: true },
    ],
  };
}

export function energyMeeting(now = Date.now()): MeetingInput {
  const d = (offset: number, hhmm: string) => at(offset, hhmm, now);
  return {
    title: '第六届粤港澳大湾区新能源产业博览会',
    subtitle: '绿色能源 · 湾区智造',
    start_at: d(-46, '09:00'),
    end_at: d(-44, '17:00'),
    province: '广东省',
    city: '深圳市',
    venue: '深圳国际会展中心',
    address: '深圳市宝安区福海街道展城路 1 号',
    organizer: '湾区新能源产业联盟',
    phone: '0755-86001234',
    tags: ['新能源', '储能', '氢能'],
    brief_introduction: '<p>博览会展示光伏、储能、氢能与新能源汽车产业链最新成果，同期举办产业发展论坛。</p>',
    content:
      '<h3>博览会简介</h3><p>本届博览会展览面积 6 万平方米，参展企业 600 余家，同期举办新型电力系统、储能安全、氢能产业三场论坛。</p>',
    pay_information: '<p>本次博览会已结束，感谢您的关注。</p>',
    timeline: [
      { date: d(-90, '10:00'), title: '参展报名开启' },
      { date: d(-46, '09:00'), title: '博览会开幕' },
      { date: d(-44, '17:00'), title: '博览会闭幕' },
    ],
    entries: standardEntries('0755-86001234'),
    experts: cast(ALL_EXPERTS, ['苏婉清', '许光明', '曾凡', '吕志刚', '潘晓东', '谢雨桐'], { 苏婉清: '论坛主席' }),
    schedules: [
      {
        title: '开幕式暨新型电力系统论坛',
        start_at: d(-46, '09:30'),
        end_at: d(-46, '12:00'),
        hall: '会议中心一层',
        host: '苏婉清',
        speakers: [
          { name: '苏婉清', topic: '能源转型路径展望' },
          { name: '许光明', topic: '高比例新能源并网' },
        ],
      },
      {
        title: '储能安全论坛',
        start_at: d(-45, '09:30'),
        end_at: d(-45, '12:00'),
        hall: '会议中心二层',
        host: '曾凡',
        speakers: [
          { name: '曾凡', topic: '储能电站的全生命周期安全' },
          { name: '谢雨桐', topic: '储能电站的智能运维' },
        ],
      },
      {
        title: '氢能产业论坛',
        start_at: d(-44, '09:30'),
        end_at: d(-44, '12:00'),
        hall: '会议中心二层',
        host: '潘晓东',
        speakers: [
          { name: '潘晓东', topic: '燃料电池汽车示范进展' },
          { name: '吕志刚', topic: '光伏制氢的经济性' },
        ],
      },
    ],
    exhibitors: [
      '粤海光伏集团',
      '湾区储能科技股份有限公司',
      '湾区氢能产业研究院',
      '南方电力大学新能源学院',
      '绿驰新能源汽车有限公司',
      '智算未来科技有限公司',
    ].map((name, i) => ({
      name,
      booth: `${i + 1} 号馆`,
      category: i === 3 ? '高校' : '企业',
      introduction: `<p>${name}展示其在新能源领域的最新产品与技术。</p>`,
    })),
    articles: [
      {
        title: '第六届大湾区新能源产业博览会圆满闭幕',
        category: '会议快讯',
        author: '博览会组委会',
        published_at: d(-44, '18:00'),
        content: '<p>三天展期共接待专业观众 8 万人次，现场签约项目 56 个。</p>',
      },
      {
        title: '储能安全论坛：全生命周期安全是行业底线',
        category: '专家观点',
        author: '博览会组委会',
        published_at: d(-45, '15:00'),
        content: '<p>曾凡博士表示，储能安全需要从电芯、系统到运维全链条把关。</p>',
      },
    ],
    downloads: [
      {
        title: '展会总结报告',
        filename: '大湾区新能源博览会总结报告.pdf',
        text: '展览面积 6 万平方米，参展企业 600 余家。\n专业观众 8 万人次，现场签约项目 56 个。\n感谢各参展单位与观众的支持，期待明年再会。',
      },
    ],
  };
}
