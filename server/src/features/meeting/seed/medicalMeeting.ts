import type { LinkEntryInput, MeetingInput } from '../import/meetingInput';
import { ALL_EXPERTS, cast } from './experts';
import { at } from './time';

/** The demo meeting that shows everything: ongoing (yesterday to tomorrow), every link entry type. */
export const MEDICAL_TITLE = '第十届中国智慧医疗创新大会';

const TRAFFIC_GUIDE = `<h3>地铁</h3><p>乘坐地铁 2 号线至“陆家嘴站”1 号口出，步行约 10 分钟。</p>
<h3>机场</h3><ul><li>浦东国际机场：乘坐地铁 2 号线直达，约 60 分钟；出租车约 45 分钟。</li><li>虹桥国际机场：乘坐地铁 2 号线直达，约 50 分钟。</li></ul>
<h3>停车</h3><p>会场地下停车场可停放 300 辆车，参会嘉宾凭胸卡享受半价优惠。</p>`;

export const MEDICAL_ENTRIES: LinkEntryInput[] = [
  { type: 'Fixed', Fixed_type: 'Fixed_type_1', name: '会议介绍' },
  { type: 'Fixed', Fixed_type: 'Fixed_type_2', name: '专家嘉宾' },
  { type: 'Fixed', Fixed_type: 'Fixed_type_3', name: '会议日程' },
  { type: 'Fixed', Fixed_type: 'Fixed_type_4', name: '资料下载' },
  { type: 'Fixed', Fixed_type: 'Fixed_type_5', name: '参展企业' },
  { type: 'Fixed', Fixed_type: 'Fixed_type_6', name: '会议资讯' },
  { type: 'Fixed', Fixed_type: 'Fixed_type_7', name: '在线报名' },
  { type: 'Fixed', Fixed_type: 'Fixed_type_8', name: '购票参会' },
  { type: 'Fixed', Fixed_type: 'Fixed_type_9', name: '酒店预订' },
  { type: 'Inlay', path: 'pages/meeting/schedule/index', name: '分会场日程', icon: 'calendar' },
  { type: 'Inlay', path: 'pages/invoice/index', name: '开具发票', icon: 'invoice' },
  { type: 'Custom', path: 'subPackages/article/news', name: '行业资讯', icon: 'news' },
  { type: 'Editor', name: '交通指南', content: TRAFFIC_GUIDE, icon: 'guide' },
  { type: 'WXMp', appid: 'wx5f3c2a1b9d8e7f60', path: 'pages/live/index', name: '小程序直播', icon: 'live' },
  { type: 'Outside', url: 'https://www.example.com/', name: '大会官网', icon: 'web' },
  { type: 'Phone', phone: '021-68886666', name: '会务热线', icon: 'phone' },
  { type: 'Custom', link_mode: 1, path: 'pages/meeting/exhibitor/index', name: '展商名录', icon: 'shop' },
  { type: 'Custom', link_mode: 2, path: 'subPackages/meeting/article/index', name: '会议文章', icon: 'news' },
  { type: 'Custom', link_mode: 3, path: 'pages/meeting/expert/search', name: '搜索专家', icon: 'search' },
  { type: 'Custom', link_mode: 5, path: 'pages/checkin/index', name: '现场签到', icon: 'checkin' },
  { type: 'Custom', link_mode: 6, path: 'pages/badge/index', name: '电子胸卡', icon: 'badge' },
  { type: 'Custom', link_mode: 7, path: 'pages/lottery/index', name: '幸运抽奖', icon: 'gift' },
  { type: 'Custom', link_mode: 8, content: 'WiFi：CHIMC-2025  密码：health2025', name: '会场WiFi', icon: 'wifi' },
];

const EXHIBITORS: NonNullable<MeetingInput['exhibitors']> = [
  ['康启数字医疗科技有限公司', 'A01', '数字医疗', '互联网医院整体解决方案与慢病管理平台。'],
  ['瑞联医疗器械股份有限公司', 'A02', '医疗器械', '专注心血管介入器械研发与生产，产品覆盖全国 1800 余家医院。'],
  ['云帆智能科技有限公司', 'A03', '人工智能', '医疗大模型与智能病历质控产品。'],
  ['星链云计算股份有限公司', 'A05', '云计算', '医疗行业云、区域影像云与灾备服务。'],
  ['安盾网络安全技术有限公司', 'A06', '信息安全', '医疗数据安全治理与隐私计算平台。'],
  ['明视医学影像有限公司', 'A08', '医学影像', 'CT、MR 影像设备与影像 AI 辅助诊断。'],
  ['华信医院信息系统有限公司', 'B01', '医院信息化', '电子病历、集成平台与运营管理系统。'],
  ['安宁护理科技有限公司', 'B02', '智慧护理', '智能输液监测、移动护理终端与护理管理系统。'],
  ['海川生物医药研究院', 'B03', '生物医药', '创新药临床前研究与临床试验服务。'],
  ['北辰检验诊断有限公司', 'B05', '体外诊断', '化学发光、分子诊断仪器与试剂。'],
  ['恒康医用耗材有限公司', 'B06', '医用耗材', '一次性医用耗材与手术室解决方案。'],
  ['易联远程医疗科技有限公司', 'B08', '远程医疗', '远程会诊、远程心电与基层医疗协同平台。'],
  ['智医康复机器人有限公司', 'C01', '康复器械', '上下肢康复机器人与智能康复训练系统。'],
  ['天衡医院物流有限公司', 'C02', '医院物流', '气动物流、轨道物流与智能药房。'],
  ['仁泽健康管理有限公司', 'C03', '健康管理', '体检中心信息化与健康管理服务。'],
  ['博远医疗数据有限公司', 'C05', '数据服务', '临床科研数据平台与真实世界研究服务。'],
  ['清源消毒供应有限公司', 'C06', '医用耗材', '消毒供应中心整体建设与追溯系统。'],
  ['启明口腔医疗器械有限公司', 'C08', '医疗器械', '口腔数字化诊疗设备与种植系统。'],
  ['和光中医药科技有限公司', 'D01', '中医药', '中医智能辅助诊疗与中药饮片智慧药房。'],
  ['未来病房科技有限公司', 'D02', '智慧病房', '智能床旁交互、病房物联网与无感监测。'],
].map(([name, booth, category, intro], i) => ({
  name,
  booth: `${booth} 展位`,
  category,
  introduction: `<p>${intro}</p><p>欢迎莅临展位交流洽谈。</p>`,
  phone: `021-6${String(1000000 + i * 7351).slice(0, 7)}`,
}));

export function medicalMeeting(now = Date.now()): MeetingInput {
  const d = (offset: number, hhmm: string) => at(offset, hhmm, now);
  return {
    title: MEDICAL_TITLE,
    subtitle: '数智赋能 · 健康未来',
    start_at: d(-1, '08:30'),
    end_at: d(1, '17:30'),
    province: '上海市',
    city: '上海市',
    venue: '上海国际会议中心',
    address: '上海市浦东新区滨江大道 2727 号',
    organizer: '华夏医院管理协会、华夏卫生信息研究院',
    phone: '021-68886666',
    tags: ['智慧医院', '人工智能', '健康大数据'],
    brief_introduction:
      '<p>中国智慧医疗创新大会是医疗健康信息化领域的年度盛会。本届大会以“数智赋能 · 健康未来”为主题，设 4 场主旨演讲、4 个分论坛与 1 场产业对接会，预计 3000 余名医院管理者、临床专家与企业代表参会。</p>',
    content: `<h3>大会简介</h3><p>第十届中国智慧医疗创新大会将于上海国际会议中心举行。大会聚焦智慧医院建设、医学人工智能、健康医疗大数据与医疗数据安全，邀请国内外知名专家、医院管理者与企业代表，共同探讨数字技术驱动下的医疗服务新模式。</p>
<h3>组织机构</h3><p>主办单位：华夏医院管理协会、华夏卫生信息研究院</p><p>承办单位：华庭会展服务有限公司</p>
<h3>参会对象</h3><ul><li>各级医疗机构院领导、信息中心、医务、护理及临床科室负责人</li><li>卫生健康行政部门相关负责人</li><li>高校、科研院所专家学者</li><li>医疗信息化、医疗器械与生物医药企业代表</li></ul>
<h3>大会亮点</h3><p>发布《智慧医院建设优秀案例集》；设 5000 平方米展区集中展示智慧医疗创新成果；现场提供继续医学教育学分。</p>`,
    pay_information: `<h3>参会费用</h3><table><tr><th>类别</th><th>早鸟价</th><th>标准价</th></tr><tr><td>普通代表</td><td>¥1,200</td><td>¥1,600</td></tr><tr><td>学生代表</td><td>¥600</td><td>¥800</td></tr></table>
<h3>对公转账</h3><p>户名：华庭会展服务有限公司</p><p>开户行：华夏银行上海浦东支行</p><p>账号：6228 0000 1234 5678 901</p><p>转账请备注“智慧医疗大会 + 参会人姓名”，并在报名页面上传转账凭证。</p>
<h3>发票</h3><p>会后可在“我的-发票”中申请电子发票，发票内容为“会议费”。</p>`,
    timeline: [
      { date: d(-60, '10:00'), title: '大会报名开启', description: '线上报名通道开放，早鸟价同步开启。' },
      { date: d(-30, '23:59'), title: '早鸟优惠截止', description: '此后按标准价收取参会费。' },
      { date: d(-3, '18:00'), title: '线上报名截止', description: '截止后可现场报名，名额有限。' },
      { date: d(-1, '09:00'), title: '大会开幕', description: '开幕式暨主旨演讲。' },
      { date: d(1, '16:30'), title: '大会闭幕', description: '闭幕式暨优秀案例颁奖。' },
    ],
    entries: MEDICAL_ENTRIES,
    experts: cast(
      ALL_EXPERTS,
      [
        '陈立民',
        '刘建华',
        '王淑琴',
        '徐振宇',
        '马天翔',
        '赵敏',
        '孙浩',
        '周晓燕',
        '吴国栋',
        '郑雅文',
        '黄志强',
        '林嘉怡',
        '高远',
        '宋文博',
      ],
      { 陈立民: '大会主席', 刘建华: '执行主席', 王淑琴: '特邀嘉宾', 徐振宇: '特邀嘉宾', 马天翔: '特邀嘉宾' },
    ),
    schedules: [
      {
        title: '签到入场',
        start_at: d(-1, '08:30'),
        end_at: d(-1, '09:00'),
        hall: '一层大堂',
        content: '<p>请凭电子票二维码签到，领取胸卡与会议资料。</p>',
      },
      {
        title: '开幕式',
        start_at: d(-1, '09:00'),
        end_at: d(-1, '09:30'),
        hall: '一层主会场',
        host: '刘建华',
        speakers: [{ name: '陈立民', topic: '大会主席致辞' }],
      },
      {
        title: '主旨演讲：数智时代的医院高质量发展',
        start_at: d(-1, '09:30'),
        end_at: d(-1, '10:30'),
        hall: '一层主会场',
        host: '陈立民',
        speakers: [
          { name: '刘建华', topic: '以患者为中心的流程再造' },
          { name: '王淑琴', topic: '医疗数据互联互通的下一步' },
        ],
      },
      {
        title: '主旨演讲：人工智能如何重塑临床诊疗',
        start_at: d(-1, '10:45'),
        end_at: d(-1, '12:00'),
        hall: '一层主会场',
        host: '陈立民',
        speakers: [
          { name: '徐振宇', topic: '可信的医疗大模型' },
          { name: '马天翔', topic: '大模型在病历质控中的实践' },
        ],
      },
      {
        title: '分论坛一：智慧医院建设',
        start_at: d(-1, '14:00'),
        end_at: d(-1, '17:30'),
        hall: '二层 A 厅',
        host: '吴国栋',
        speakers: [
          { name: '吴国栋', topic: '医院数据中台建设路径' },
          { name: '周晓燕', topic: '智慧护理的三年实践' },
          { name: '高远', topic: '医疗云的安全与弹性' },
        ],
      },
      {
        title: '分论坛二：医学影像与人工智能',
        start_at: d(0, '09:00'),
        end_at: d(0, '12:00'),
        hall: '二层 B 厅',
        host: '郑雅文',
        speakers: [
          { name: '郑雅文', topic: '影像 AI 的临床验证方法' },
          { name: '徐振宇', topic: '多模态医学知识图谱' },
          { name: '陈立民', topic: '心血管影像的智能分析' },
        ],
      },
      {
        title: '分论坛三：公共卫生与健康大数据',
        start_at: d(0, '09:00'),
        end_at: d(0, '12:00'),
        hall: '三层 C 厅',
        host: '赵敏',
        speakers: [
          { name: '赵敏', topic: '传染病智能监测预警' },
          { name: '王淑琴', topic: '区域健康信息平台的数据治理' },
        ],
      },
      {
        title: '圆桌对话：医疗数据安全与数据要素',
        start_at: d(0, '14:00'),
        end_at: d(0, '15:30'),
        hall: '一层主会场',
        host: '王淑琴',
        speakers: ['宋文博', '孙浩', '王淑琴'],
      },
      {
        title: '分论坛四：远程医疗与分级诊疗',
        start_at: d(0, '15:45'),
        end_at: d(0, '17:30'),
        hall: '二层 A 厅',
        host: '黄志强',
        speakers: [
          { name: '黄志强', topic: '西部远程会诊网络十年' },
          { name: '孙浩', topic: '互联网医院助力基层慢病管理' },
        ],
      },
      {
        title: '欢迎晚宴',
        start_at: d(0, '18:30'),
        end_at: d(0, '20:30'),
        hall: '五层宴会厅',
        content: '<p>凭晚宴券入场，请提前 10 分钟到场。</p>',
      },
      {
        title: '创新药与临床研究专场',
        start_at: d(1, '09:00'),
        end_at: d(1, '10:30'),
        hall: '二层 B 厅',
        host: '林嘉怡',
        speakers: [
          { name: '林嘉怡', topic: '真实世界研究的方法与数据' },
          { name: '陈立民', topic: '研究型病房建设' },
        ],
      },
      {
        title: '智慧护理实践分享',
        start_at: d(1, '10:45'),
        end_at: d(1, '12:00'),
        hall: '三层 C 厅',
        host: '周晓燕',
        speakers: [{ name: '周晓燕', topic: '智能输液监测的落地经验' }],
      },
      {
        title: '产业对接会',
        start_at: d(1, '14:00'),
        end_at: d(1, '15:30'),
        hall: '展区 D',
        speakers: [
          { name: '孙浩', topic: '医院与企业的合作模式' },
          { name: '高远', topic: '医疗云采购与交付' },
        ],
      },
      {
        title: '闭幕式暨优秀案例颁奖',
        start_at: d(1, '15:45'),
        end_at: d(1, '16:30'),
        hall: '一层主会场',
        host: '刘建华',
        speakers: [{ name: '陈立民', topic: '大会总结' }],
      },
    ],
    exhibitors: EXHIBITORS,
    articles: [
      {
        title: '第十届中国智慧医疗创新大会今日开幕',
        category: '会议快讯',
        author: '大会组委会',
        published_at: d(-1, '12:30'),
        content:
          '<p>大会在上海国际会议中心开幕，来自全国的 3000 余名代表参会。开幕式上，大会主席陈立民教授致辞，回顾了十年来智慧医疗的发展历程。</p><p>上午的主旨演讲聚焦医院高质量发展与医学人工智能，现场座无虚席。</p>',
      },
      {
        title: '主旨演讲回顾：人工智能如何重塑临床诊疗',
        category: '会议快讯',
        author: '大会组委会',
        published_at: d(-1, '13:00'),
        content: '<p>徐振宇教授指出，医疗大模型必须“可信、可控、可解释”；马天翔博士分享了大模型在病历质控中的实践，质控效率提升 5 倍。</p>',
      },
      {
        title: '分论坛一：智慧医院建设的路径与方法',
        category: '会议快讯',
        author: '大会组委会',
        published_at: d(-1, '18:00'),
        content: '<p>分论坛围绕数据中台、智慧护理与医疗云展开，与会专家认为，智慧医院建设应坚持“业务驱动、数据贯通、安全可控”。</p>',
      },
      {
        title: '《智慧医院建设优秀案例集》征集结果公布',
        category: '会议快讯',
        author: '大会组委会',
        published_at: d(-5, '10:00'),
        content: '<p>经专家评审，共 42 个案例入选《智慧医院建设优秀案例集》，将在闭幕式上颁奖。</p>',
      },
      {
        title: '参会须知：签到、胸卡与继续教育学分',
        category: '会议快讯',
        author: '大会组委会',
        published_at: d(-7, '10:00'),
        content: '<p>请参会代表凭电子票二维码在一层大堂签到领取胸卡；全程参会可获得国家级继续医学教育 I 类学分 6 分。</p>',
      },
    ],
    downloads: [
      {
        title: '大会手册',
        filename: '第十届中国智慧医疗创新大会-大会手册.pdf',
        text: '欢迎参加第十届中国智慧医疗创新大会。\n大会时间：为期三天，详见会议日程。\n大会地点：上海国际会议中心（上海市浦东新区滨江大道 2727 号）。\n会务热线：021-68886666。\n本手册包含大会议程、分论坛安排、展区平面图说明与参会须知。',
      },
      {
        title: '参会指南',
        filename: '参会指南.pdf',
        text: '一、签到：请凭电子票二维码在一层大堂签到。\n二、胸卡：请全程佩戴胸卡，凭胸卡进入会场与展区。\n三、交通：地铁 2 号线陆家嘴站 1 号口出，步行约 10 分钟。\n四、住宿：大会协议酒店可在“酒店预订”中预订。',
      },
      {
        title: '日程总表',
        filename: '日程总表.txt',
        text: '第一天：签到入场、开幕式、主旨演讲、分论坛一：智慧医院建设\n第二天：分论坛二、分论坛三、圆桌对话、分论坛四、欢迎晚宴\n第三天：创新药与临床研究专场、智慧护理实践分享、产业对接会、闭幕式',
      },
      {
        title: '优秀案例申报模板',
        filename: '优秀案例申报模板.txt',
        text: '案例名称：\n申报单位：\n联系人及电话：\n一、建设背景\n二、建设内容\n三、应用成效\n四、推广价值',
      },
    ],
    custom_fields: [
      { name: 'company', label: '工作单位', type: 'text', required: true, placeholder: '请输入工作单位' },
      { name: 'position', label: '职务/职称', type: 'text', placeholder: '请输入职务或职称' },
      { name: 'sector', label: '所属行业', type: 'sector', required: true },
      { name: 'area', label: '所在地区', type: 'area', required: true },
      {
        name: 'forum',
        label: '拟参加分论坛',
        type: 'checkbox',
        options: ['智慧医院建设', '医学影像与人工智能', '公共卫生与健康大数据', '远程医疗与分级诊疗'],
      },
      { name: 'diet', label: '饮食要求', type: 'radio', options: ['无特殊要求', '素食', '清真'] },
    ],
  };
}
