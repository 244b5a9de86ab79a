import { useEffect, useRef } from 'react';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';

const TOOLBAR = [[{ header: [2, 3, false] }], ['bold', 'italic', 'underline'], [{ list: 'ordered' }, { list: 'bullet' }], [{ align: [] }], ['link', 'image'], ['clean']];

/**
 * The introduction's editor (Quill), a chunk of its own that only the meeting settings page loads. Its HTML
 * is sanitised by the server, as imported texts are; `value` is read once, when the editor starts.
 */
export default function RichTextEditor({ value, onChange, label }: { value?: string; onChange?: (html: string) => void; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  useEffect(() => {
    const host = box.current!;
    const quill = new Quill(host, { theme: 'snow', modules: { toolbar: TOOLBAR }, placeholder: '请输入会议介绍' });
    quill.clipboard.dangerouslyPasteHTML(value ?? '');
    quill.root.setAttribute('aria-label', label);
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.on('text-change', () => changed.current?.(quill.getLength() <= 1 ? '' : quill.getSemanticHTML()));
    return () => {
      const toolbar = host.previousElementSibling;
      if (toolbar?.classList.contains('ql-toolbar')) toolbar.remove();
      host.innerHTML = '';
    };
    // The editor owns its text after it starts; a new value would reset the caret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div style={{ background: '#fff' }}>
      <div ref={box} style={{ minHeight: 200 }} />
    </div>
  );
}
