// The public face of @conf/contract: what the server and the pages must agree on, written once.
//
// Bundled into each app that uses it, not shared through federation (build/federation-shared.cjs): it is plain
// functions and constants without state, so a copy per remote costs only the few hundred bytes it uses, while a
// shared module is never tree-shaken and would cost every remoteEntry.js a listing and a request.
//
// Rules and codecs: plain TypeScript, what the pages run as well as the server.
export { MOBILE_ERROR, MOBILE_PATTERN, isMobile, maskMobile } from './rules/mobile';
export { EMAIL_ERROR, EMAIL_MAX_LENGTH, EMAIL_PATTERN, isEmail } from './rules/email';
export { ID_NUMBER_ERROR, isIdNumber } from './rules/idNumber';
export { creditCodeProblem } from './rules/creditCode';
export { hasControlCharacters } from './rules/text';
export { programmeDay } from './rules/programmeDay';
export { ORDER_TAB_STATUSES, orderTabOf, type OrderTab } from './rules/orderTabs';
export { openingTicket } from './rules/openingTicket';
export {
  addDays,
  askedStay,
  nightsBetween,
  openingStay,
  stayNights,
  stayTotal,
  stayWindow,
  type StayRoom,
  type StayWindow,
} from './rules/reserveStay';
export { hasETickets, paidByTransfer } from './rules/orderFollowUps';
export { safeTarget } from './rules/safeTarget';
export { PASSWORD_RULE_TEXT, SMS_CODE_ERROR, SMS_CODE_PATTERN, isSmsCode, isStrongPassword } from './rules/account';
export { customAnswerProblem, type Answer, type FieldRule, type FieldType } from './rules/customField';
export { base32Decode, base32Encode } from './eticket/base32';
export { TICKET_PREFIX, readTicket, ticketCode, ticketPayload, type TicketClaims } from './eticket/layout';
export { SHORT_CODE_ALPHABET, SHORT_CODE_HASH, SHORT_CODE_LENGTH, normalizeShortCode } from './eticket/shortCode';
export { BANK_ACCOUNT_PATTERN, COMPANY_TITLE, PERSONAL_TITLE, PHONE_PATTERN, TITLE_TYPE_NAMES, type TitleType } from './rules/invoiceTitle';

// Request and answer bodies as TypeBox schemas: the server validates and documents with them, the pages take
// only their types (`import type`), so no schema library reaches a page.
export { Created, INT_MAX, Id, MAX_PAGE_LIMIT, Page, PagingInput, PagingProperties, Reason, StringEnum, Time } from './schemas/common';
export {
  ChangeEmailInput,
  ChangeMobileInput,
  ChangePasswordInput,
  CodeLoginInput,
  PasswordLoginInput,
  RegisterInput,
  ResetPasswordInput,
  SMS_EVENTS,
  SmsCheckInput,
  SmsCodeField,
  SmsSendInput,
  type SmsEvent,
} from './schemas/account';
export { Contact, ContactInput, ContactList, ContactRef } from './schemas/contact';
export {
  COUPON_STATES,
  ClaimableCoupon,
  ClaimableCouponList,
  CouponChoice,
  CouponChoiceList,
  CouponKind,
  CouponOrder,
  CouponPage,
  CouponPageQuery,
  CouponRef,
  CouponShare,
  HeldCoupon,
  MeetingCoupon,
  MeetingCouponList,
  MeetingRef,
  type CouponState,
} from './schemas/coupon';
export { InvoiceTitle, InvoiceTitleInput } from './schemas/invoiceTitle';
export {
  CompanySearchInput,
  INVOICE_KIND_INPUTS,
  InvoiceApplyInput,
  InvoiceEditInput,
  InvoiceListInput,
  InvoiceRef,
  type InvoiceKindInput,
} from './schemas/invoiceInput';
export {
  AttendeePerson,
  CompanyField,
  EmailField,
  LoginData,
  MobileField,
  PersonStat,
  PositionField,
  Profile,
  ProfileInput,
  UserInfo,
} from './schemas/person';
export { ApplyOrderInput, ApplyOrderPlaced, Applyer } from './schemas/applyOrder';
export { PayVoucher } from './schemas/voucher';
export {
  CheckedIn,
  DoorMeeting,
  OfflineData,
  OfflineTicket,
  VerifyAttendee,
  VerifyMeeting,
  VerifyMeetingPage,
  VerifyMeetingStatus,
  VerifyingUsers,
} from './schemas/verify';
export { ATTENDEE_STATES, ScanInput, VerifyingUsersQuery, type AttendeeState } from './schemas/verifyInput';
export {
  BlockWindow,
  HotelDetail,
  HotelList,
  HotelMeeting,
  HotelState,
  HotelSummary,
  RoomDetail,
  RoomNight,
  RoomState,
  RoomSummary,
  Stay,
} from './schemas/hotel';
export { HotelDetailInput, HotelListInput, HotelReserveInput, RoomRef } from './schemas/hotelInput';
export {
  Company,
  CompanyPage,
  InvoiceApplication,
  InvoiceDetail,
  InvoiceDocument,
  InvoiceKind,
  InvoiceList,
  InvoiceState,
  InvoiceStatusCode,
  InvoiceableOrder,
} from './schemas/invoice';
export {
  BankAccount,
  ORDER_STATUSES,
  OrderAttendee,
  OrderCounts,
  OrderDetail,
  OrderKind,
  OrderPage,
  OrderRefund,
  OrderStat,
  OrderStatus,
  OrderStatusChange,
  OrderSummary,
  PayStart,
  PayType,
  PayTypeList,
  PayTypeOption,
  VoucherDetails,
  VoucherSubmitted,
} from './schemas/order';
export {
  CancelApplyInput,
  OrderListInput,
  ORDER_SN_PATTERN,
  OrderSn,
  OrderSnInput,
  PayOrderInput,
  PayTypeInput,
  RefundInput,
  StatusFilter,
  VoucherInput,
} from './schemas/orderInput';
export { Message, MessageListInput, MessagePage, MessageReadInput, Unread } from './schemas/message';
export { RichText, RichTextInput, SiteConfig, TextPage, Uploaded } from './schemas/site';
export {
  JssdkConfig,
  JssdkConfigInput,
  WechatAuthUrl,
  WechatAuthUrlInput,
  WechatCenter,
  WechatCodeInput,
  WechatOpenid,
  WechatPending,
  WechatScope,
  WechatUnbindInput,
} from './schemas/wechat';
export {
  ApplyForm,
  ApplyFormField,
  ApplyFormSave,
  ConsoleMeeting,
  ConsoleTicketType,
  ConsoleTicketTypeList,
  LinkEntries,
  LinkEntriesSave,
  LinkEntry,
  MeetingPreviewLink,
  MeetingCreate,
  MeetingPatch,
  TicketTypeCreate,
  TicketTypePatch,
} from './schemas/consoleMeeting';
export { ENTRY_TYPES, FORM_FIELD_TYPES, FORM_FIELD_TYPE_TEXT, LINK_MODES } from './rules/consoleMeeting';
export { AdminMe } from './schemas/consoleAccess';
export {
  MEETING_CREATOR,
  PLATFORM_ADMIN,
  ROLE_TEXT,
  STAFF_ROLES,
  roleMay,
  type ConsoleRole,
  type Permission,
  type StaffRole,
} from './rules/consoleRoles';
export {
  CustomField,
  CustomFieldList,
  DesignBlock,
  DownloadFile,
  DownloadPage,
  Exhibitor,
  ExhibitorPage,
  ExpertDetails,
  ExpertPage,
  ExpertSession,
  ExpertSummary,
  MEETING_STATUSES,
  MeetingBackground,
  MeetingDetails,
  MeetingPage,
  MeetingPageData,
  MeetingPreview,
  MeetingStatus,
  MeetingSummary,
  MeetingText,
  MeetingTimeline,
  PageData,
  PageDesign,
  ScheduleDay,
  ScheduleDays,
  ScheduleDetails,
  SchedulePage,
  ScheduleSummary,
  Speaker,
  TimelineItem,
  type MeetingTextField,
} from './schemas/meeting';
export {
  ExhibitorListQuery,
  ExpertQuery,
  MeetingIdQuery,
  MeetingItemsQuery,
  MeetingListQuery,
  PageDataQuery,
  PreviewQuery,
  ScheduleListQuery,
  ScheduleRef,
  SearchProperties,
} from './schemas/meetingInput';
export {
  Article,
  ArticleCategory,
  ArticleCategoryList,
  ArticlePage,
  ArticleSummary,
  Banner,
  BannerDetails,
  BannerList,
  Named,
  NamedList,
} from './schemas/content';
export { ArticleListQuery, ArticleRef, BannerRef } from './schemas/contentInput';
export {
  ApplyInfo,
  ApplyStatus,
  AttendeeInfo,
  ETicket,
  ETicketList,
  EditableAttendee,
  MeetingTrip,
  MeetingTripList,
  MyApplyer,
  MyApplyerPage,
  PrintTicket,
  SaleState,
  Ticket,
  TicketList,
  TicketState,
} from './schemas/signup';
export { AttendeeEditInput, AttendeeRef, PrintTicketInput } from './schemas/signupInput';
export {
  BlockSave,
  ConsoleBlock,
  ConsoleHotel,
  ConsoleHotelList,
  ConsoleNight,
  ConsoleRoom,
  ConsoleSaved,
  HotelCreate,
  HotelFields,
  HotelPatch,
  RoomCreate,
} from './schemas/consoleHotel';
export {
  AuditQuery,
  ConsoleAttendeeQuery,
  ConsoleOrderQuery,
  CouponStopInput,
  EXPORT_FORMATS,
  EXPORT_KINDS,
  ExportInput,
  FinanceQuery,
  ReasonInput,
  type ExportFormat,
  type ExportKind,
} from './schemas/consoleInput';
export { CouponBatch, CouponBatchInput, CouponBatchList, CouponBatchStopped, NewCouponBatch } from './schemas/consoleCoupon';
export {
  AttendeeCorrected,
  AttendeeCorrection,
  CheckInsPer15Min,
  ConsoleAttendee,
  ConsoleAttendeePage,
  MeetingStats,
} from './schemas/consoleDashboard';
export {
  AuditPage,
  AuditRow,
  ConsoleList,
  ConsoleOrderDetail,
  ConsoleOrderPage,
  ConsoleOrderRow,
  FINANCE_KINDS,
  FinancePage,
  FinanceRow,
  OrderAuditEntry,
  ResendAnswer,
  Todo,
  type FinanceKind,
} from './schemas/consoleOrder';
export { AUDIENCES, AUDIENCE_TEXT, type AudienceKind } from './rules/consoleMessages';
export { StaffList, StaffMember, StaffRemoved, StaffRoleGiven, StaffRoleSet } from './schemas/consoleStaff';
export { CheckIns } from './schemas/consoleCheckins';
export { AudienceCount, AudienceQuery, MessageSend, MessageSent, SentMessage, SentMessageList } from './schemas/consoleMessages';
export { SettingChange, SiteSetting, SiteSettingList, SiteSettingsSave } from './schemas/consoleSettings';
export {
  ArticleInput,
  BannerInput,
  ConsoleArticle,
  ConsoleBanner,
  ConsoleDownload,
  ConsoleExhibitor,
  ConsoleExpert,
  ConsoleSession,
  ContentDeleted,
  ContentList,
  ContentOrder,
  ContentRecord,
  ContentVersion,
  DownloadInput,
  DownloadReplace,
  DownloadUpload,
  ExhibitorInput,
  ExpertInput,
  SessionInput,
} from './schemas/consoleContent';
