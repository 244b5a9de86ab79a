import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { INT_MAX, Id, Time } from './common';
import { BannerDetails } from './content';
import { DownloadFile, Exhibitor, ExpertSummary } from './meeting';

// The content the organiser console edits (mf-admin): a meeting's experts, sessions, exhibitors, articles and
// downloads, and the site's home banners. Each kind has the fields a create sends (those marked optional may be
// left out; an edit sends any of them with `version`) and the record as the console lists and saves it.

const Text = (title: string, maxLength: number, minLength = 0) => Type.String({ title, maxLength, ...(minLength ? { minLength } : {}) });
/** Rich text: long, sanitised by the server on the way in. */
const RichText = (title: string) => Type.String({ title, maxLength: 200_000 });
/**
 * A picture's address: an upload of ours (/uploads/…, /api/…) or an http(s) address. Spaces around are
 * allowed (and trimmed): the console sends a cleared field as one space, its HTTP client dropping empty strings.
 */
const Picture = (title: string, minLength = 0) =>
  Type.String({ title, maxLength: 500, pattern: '^\\s*($|/|https?://)', ...(minLength ? { minLength } : {}) });
/** A link: a path of the site or an http(s) address (spaces around as for a picture). */
const Link = Picture;
const Opt = Type.Optional;

export const ExpertInput = Type.Object({
  name: Text('姓名', 30, 1),
  title: Opt(Text('职称', 100)),
  organization: Opt(Text('单位', 100)),
  avatar: Opt(Picture('头像')),
  introduction: Opt(RichText('介绍')),
  /** The expert's role at this meeting (大会主席), kept with the meeting, not the person. */
  role: Opt(Text('会上角色', 30)),
});
export type ExpertInput = Static<typeof ExpertInput>;

/** A session's speakers in their order: experts of the meeting, each with a topic. */
export const SessionInput = Type.Object({
  title: Text('议题', 100, 1),
  start_at: Type.String({ format: 'date-time', title: '开始时间' }),
  end_at: Type.String({ format: 'date-time', title: '结束时间' }),
  hall: Opt(Text('会场', 50)),
  host: Opt(Text('主持人', 50)),
  content: Opt(RichText('详细介绍')),
  speakers: Opt(Type.Array(Type.Object({ expert_id: Id('讲者'), topic: Opt(Text('演讲题目', 100)) }), { title: '讲者', maxItems: 50 })),
});
export type SessionInput = Static<typeof SessionInput>;

export const ExhibitorInput = Type.Object({
  name: Text('展商名称', 100, 1),
  logo: Opt(Picture('标志图片')),
  booth: Opt(Text('展位号', 50)),
  category: Opt(Text('类别', 50)),
  introduction: Opt(RichText('展商介绍')),
  phone: Opt(Type.String({ title: '联系电话', maxLength: 30, pattern: '^[0-9+\\- ]*$' })),
  website: Opt(Type.String({ title: '网址', maxLength: 300, pattern: '^\\s*($|https?://)' })),
});
export type ExhibitorInput = Static<typeof ExhibitorInput>;

export const ArticleInput = Type.Object({
  title: Text('标题', 100, 1),
  /** The category's name; a new one is created. */
  category: Opt(Text('分类', 30)),
  cover: Opt(Picture('封面图片')),
  /** Left empty: the start of the text. */
  summary: Opt(Text('摘要', 200)),
  author: Opt(Text('作者', 50)),
  content: RichText('正文'),
  /** False: kept in the console only. */
  published: Opt(Type.Boolean({ title: '是否显示' })),
  published_at: Opt(Type.String({ format: 'date-time', title: '发布时间' })),
});
export type ArticleInput = Static<typeof ArticleInput>;

/** A download's title; its file comes as an upload (multipart). */
export const DownloadInput = Type.Object({ title: Text('资料名称', 100, 1) });
export type DownloadInput = Static<typeof DownloadInput>;

export const BannerInput = Type.Object({
  title: Text('标题', 100, 1),
  image: Picture('图片', 1),
  url: Opt(Link('链接')),
  content: Opt(RichText('详情内容')),
  enabled: Opt(Type.Boolean({ title: '是否显示' })),
});
export type BannerInput = Static<typeof BannerInput>;

const record = { id: Type.Integer(), version: Type.Integer() };

// A record as the console edits it is what attendees are shown of it, with its version (and what only the console sees).
export const ConsoleExpert = Type.Object({ ...ExpertSummary.properties, ...record, introduction: Type.String() });
export type ConsoleExpert = Static<typeof ConsoleExpert>;

export const ConsoleSession = Type.Object({
  ...record,
  title: Type.String(),
  start_at: Time(),
  end_at: Time(),
  /** The session's day on the meeting's programme (YYYY-MM-DD). */
  date: Type.String(),
  hall: Type.String(),
  host: Type.String(),
  content: Type.String(),
  speakers: Type.Array(Type.Object({ expert_id: Type.Integer(), name: Type.String(), topic: Type.String() })),
});
export type ConsoleSession = Static<typeof ConsoleSession>;

export const ConsoleExhibitor = Type.Object({ ...Exhibitor.properties, ...record });
export type ConsoleExhibitor = Static<typeof ConsoleExhibitor>;

export const ConsoleArticle = Type.Object({
  ...record,
  title: Type.String(),
  category: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  author: Type.String(),
  content: Type.String(),
  published: Type.Boolean(),
  published_at: Time(),
  views: Type.Integer(),
});
export type ConsoleArticle = Static<typeof ConsoleArticle>;

export const ConsoleDownload = Type.Object({ ...DownloadFile.properties, ...record });
export type ConsoleDownload = Static<typeof ConsoleDownload>;

export const ConsoleBanner = Type.Object({ ...BannerDetails.properties, ...record, enabled: Type.Boolean() });
export type ConsoleBanner = Static<typeof ConsoleBanner>;

/** Any kind's record as the console's shared editor handles it: its id and the version it was loaded at. */
export const ContentRecord = Type.Object(record, { additionalProperties: true });
export type ContentRecord = Static<typeof ContentRecord> & Record<string, unknown>;

/** Every record of a kind, in the order the attendee pages show them. */
export const ContentList = <T extends TSchema>(item: T) => Type.Object({ list: Type.Array(item) });
/** A hand-ordered kind's new order: every id of the scope, first to last. */
export const ContentOrder = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: INT_MAX }), { title: '顺序', maxItems: 1000, uniqueItems: true }),
});
export type ContentOrder = Static<typeof ContentOrder>;
export const ContentDeleted = Type.Object({ id: Type.Integer() });
export type ContentDeleted = Static<typeof ContentDeleted>;

/** A delete names the version the record was loaded at. */
export const ContentVersion = Type.Object({ version: Id('版本号') });
export type ContentVersion = Static<typeof ContentVersion>;

// A download's file comes as multipart: its parts are checked by the server (type, size, name), not by the schema.
const DownloadParts = { title: Type.Optional(Type.Unknown({ title: '资料名称' })), file: Type.Optional(Type.Unknown({ title: '文件' })) };
export const DownloadUpload = Type.Object(DownloadParts);
export type DownloadUpload = Static<typeof DownloadUpload>;
/** A new file for a download (and its title, if sent), against the version it was loaded at. */
export const DownloadReplace = Type.Object({ ...DownloadParts, version: Id('版本号') });
export type DownloadReplace = Static<typeof DownloadReplace>;
