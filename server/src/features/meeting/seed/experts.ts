import type { ExpertInput } from '../import/meetingInput';

/** The 30 demo experts (fictional people and institutions), by field. */
const MEDICAL: ExpertInput[] = [
  {
    name: '陈立民',
    title: '主任医师、教授',
    organization: '华东医科大学附属中心医院',
    introduction: '心血管内科主任，从事冠心病介入诊疗三十余年，牵头建设国内较早的智慧心血管病房，主持国家级课题 6 项。',
  },
  {
    name: '王淑琴',
    title: '研究员',
    organization: '华夏卫生信息研究院',
    introduction: '长期从事医疗健康数据标准与互联互通研究，参与编写多项卫生信息行业标准。',
  },
  {
    name: '刘建华',
    title: '院长',
    organization: '江南省人民医院',
    introduction: '医院管理专家，推动医院完成电子病历六级与智慧服务四级评审，倡导“以患者为中心”的流程再造。',
  },
  {
    name: '赵敏',
    title: '教授、博士生导师',
    organization: '北方医学院公共卫生学院',
    introduction: '流行病与卫生统计学学者，研究方向为传染病监测预警与健康大数据分析。',
  },
  {
    name: '孙浩',
    title: '首席医疗官',
    organization: '康启数字医疗科技有限公司',
    introduction: '临床医生出身，负责互联网医院与慢病管理产品，服务基层医疗机构逾两千家。',
  },
  {
    name: '周晓燕',
    title: '护理部主任',
    organization: '华东医科大学附属中心医院',
    introduction: '主任护师，推动智能输液监测、移动护理与护理质量数据平台在全院落地。',
  },
  {
    name: '吴国栋',
    title: '信息中心主任',
    organization: '江南省人民医院',
    introduction: '高级工程师，主持医院数据中心、集成平台与临床数据仓库建设。',
  },
  {
    name: '郑雅文',
    title: '副教授',
    organization: '南方理工大学生物医学工程系',
    introduction: '研究医学影像人工智能，多项肺结节与眼底影像辅助诊断成果进入临床验证。',
  },
  {
    name: '黄志强',
    title: '主任医师',
    organization: '西部医科大学华川医院',
    introduction: '远程医学中心负责人，建成覆盖西部 300 余家基层医院的远程会诊网络。',
  },
  { name: '林嘉怡', title: '研究员', organization: '海川生物医药研究院', introduction: '专注创新药早期临床研究与真实世界研究方法学。' },
];

const DIGITAL: ExpertInput[] = [
  {
    name: '徐振宇',
    title: '教授',
    organization: '东海大学计算机学院',
    introduction: '人工智能与知识工程学者，研究方向为大模型可信推理与行业知识图谱。',
  },
  {
    name: '马天翔',
    title: '首席科学家',
    organization: '云帆智能科技有限公司',
    introduction: '负责行业大模型研发，推动大模型在医疗、金融与政务场景的落地。',
  },
  {
    name: '何静',
    title: '研究员',
    organization: '华夏数字经济研究院',
    introduction: '研究数字经济政策与数据要素市场，参与多地数字经济发展规划编制。',
  },
  {
    name: '高远',
    title: '副总裁',
    organization: '星链云计算股份有限公司',
    introduction: '负责政企云与行业解决方案，主导多个省级政务云与医疗云项目。',
  },
  { name: '罗晓峰', title: '主任', organization: '长三角数据要素创新中心', introduction: '推动公共数据授权运营与数据交易所场内交易试点。' },
  { name: '梁思琪', title: '教授', organization: '江东财经大学', introduction: '研究产业数字化转型与平台经济，出版专著《数实融合》。' },
  {
    name: '宋文博',
    title: '技术总监',
    organization: '安盾网络安全技术有限公司',
    introduction: '数据安全与隐私计算专家，主持多项关键信息基础设施安全保护项目。',
  },
  {
    name: '谢雨桐',
    title: '创始人',
    organization: '智算未来科技有限公司',
    introduction: '深耕边缘计算与算力调度，公司产品服务于制造、能源等行业客户。',
  },
  {
    name: '韩磊',
    title: '研究员',
    organization: '东海大学人工智能研究院',
    introduction: '研究智能制造与工业互联网，参与制定多项智能工厂评价标准。',
  },
  { name: '唐嘉明', title: '合伙人', organization: '远景资本', introduction: '关注硬科技与数字医疗赛道早期投资，投资项目逾 40 个。' },
];

const HOSPITALITY: ExpertInput[] = [
  {
    name: '冯丽华',
    title: '会长',
    organization: '全国酒店业发展促进会',
    introduction: '从业三十年，曾任多家国际品牌酒店总经理，倡导酒店业标准化与服务品质提升。',
  },
  {
    name: '邓永康',
    title: '总经理',
    organization: '锦程国际酒店管理集团',
    introduction: '管理酒店逾 200 家，推动中端酒店品牌连锁化与数字化运营。',
  },
  {
    name: '曹雪',
    title: '教授',
    organization: '西南旅游学院酒店管理系',
    introduction: '研究酒店收益管理与服务质量，主持省级一流本科课程建设。',
  },
  { name: '彭俊', title: '运营副总裁', organization: '途悦旅行网', introduction: '负责住宿业务平台运营，关注会奖旅游与商旅数字化。' },
  {
    name: '蒋文丽',
    title: '总监',
    organization: '华庭会展服务有限公司',
    introduction: '策划执行大型会议百余场，擅长会议全流程服务与场地资源整合。',
  },
];

const ENERGY: ExpertInput[] = [
  { name: '许光明', title: '教授', organization: '南方电力大学新能源学院', introduction: '研究新型电力系统与分布式光伏并网技术。' },
  {
    name: '曾凡',
    title: '首席技术官',
    organization: '湾区储能科技股份有限公司',
    introduction: '主导大型储能电站系统集成与电池安全管理技术研发。',
  },
  { name: '苏婉清', title: '研究员', organization: '华夏能源研究院', introduction: '研究能源转型路径与新能源产业政策。' },
  {
    name: '吕志刚',
    title: '总工程师',
    organization: '粤海光伏集团',
    introduction: '负责高效光伏组件与电站工程技术，拥有发明专利 20 余项。',
  },
  {
    name: '潘晓东',
    title: '副院长',
    organization: '湾区氢能产业研究院',
    introduction: '从事氢燃料电池与氢能储运研究，推动燃料电池汽车示范应用。',
  },
];

export const DEMO_EXPERTS = { MEDICAL, DIGITAL, HOSPITALITY, ENERGY };

/** The named experts, each with their part at a meeting. */
export function cast(pool: ExpertInput[], names: string[], roles: Record<string, string> = {}): ExpertInput[] {
  return names.map((name) => {
    const x = pool.find((e) => e.name === name);
    if (!x) throw new Error(`demo expert ${name} missing`);
    return { ...x, role: roles[name] ?? '演讲嘉宾' };
  });
}

export const ALL_EXPERTS = [...MEDICAL, ...DIGITAL, ...HOSPITALITY, ...ENERGY];
