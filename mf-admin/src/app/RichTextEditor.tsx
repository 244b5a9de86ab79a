import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Space, Tooltip } from 'antd';
import './richTextEditor.css';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Read by screen readers as the editing area's name (the form item's label). */
  label: string;
  id?: string;
}

type Tool = { label: string; text: string; run: (e: Editor) => void; active?: (e: Editor) => boolean };

// A glyph of letters or digits (H2, 1.) is in its tool's name too, so a voice user can say what they see.
const TOOLS: Tool[] = [
  { label: '加粗', text: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { label: '斜体', text: 'I', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { label: '下划线', text: 'U', run: (e) => e.chain().focus().toggleUnderline().run(), active: (e) => e.isActive('underline') },
  {
    label: '小标题 H2',
    text: 'H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  { label: '项目符号列表', text: '•', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { label: '编号列表 1.', text: '1.', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { label: '引用', text: '“', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { label: '撤销', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { label: '重做', text: '↷', run: (e) => e.chain().focus().redo().run() },
];

/**
 * The console's rich-text editor (tiptap): article bodies, introductions. It writes plain HTML that the server
 * passes through the same sanitiser as imported texts; loaded on demand (React.lazy) by the pages that edit
 * rich text only. Used as an antd form control: `value` and `onChange`.
 */
export default function RichTextEditor({ value, onChange, label, id }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, code: false, link: { openOnClick: false } })],
    content: value ?? '',
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'rich-text-area', ...(id ? { id } : {}) },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({ editor, selector: ({ editor: e }) => TOOLS.map((t) => !!e && !!t.active?.(e)) });
  return (
    <div className="rich-text-editor">
      <Space.Compact role="toolbar" aria-label={`${label}格式`} className="rich-text-toolbar">
        {TOOLS.map((t, i) => (
          <Tooltip key={t.label} title={t.label}>
            <Button
              size="small"
              aria-label={t.label}
              aria-pressed={t.active ? active?.[i] : undefined}
              type={active?.[i] ? 'primary' : 'default'}
              onClick={() => t.run(editor)}
            >
              {t.text}
            </Button>
          </Tooltip>
        ))}
      </Space.Compact>
      <EditorContent editor={editor} />
    </div>
  );
}
