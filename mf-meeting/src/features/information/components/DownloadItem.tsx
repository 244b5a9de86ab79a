import { formatTime } from '@conf/shared';
import { assetUrl } from '../../../common/assetUrl';
import type { DownloadFile } from '../api/downloads';
import styles from './DownloadItem.module.css';

const KINDS: Record<string, { label: string; colour: string }> = {
  pdf: { label: 'PDF', colour: '#c9302c' },
  txt: { label: 'TXT', colour: '#63676e' },
  doc: { label: 'DOC', colour: '#3f6fb5' },
  docx: { label: 'DOC', colour: '#3f6fb5' },
  xls: { label: 'XLS', colour: '#2f7048' },
  xlsx: { label: 'XLS', colour: '#2f7048' },
  ppt: { label: 'PPT', colour: '#a8501c' },
  pptx: { label: 'PPT', colour: '#a8501c' },
};

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A file of the meeting; its button is a real link to the file, which the server sends as an attachment. */
export function DownloadItem({ file }: { file: DownloadFile }) {
  const ext = file.filename.split('.').pop()?.toLowerCase() ?? '';
  const kind = KINDS[ext] ?? { label: ext.toUpperCase().slice(0, 4) || '文件', colour: 'var(--app-theme, #675643)' };
  return (
    <div className={styles.item} data-testid="download-item">
      <span className={styles.badge} style={{ background: kind.colour }}>
        {kind.label}
      </span>
      <div className={styles.text}>
        <h3 className={styles.title}>{file.title}</h3>
        <p className={styles.meta}>
          {formatSize(file.size)} · {formatTime(file.created_at, 'YYYY年M月D日')}
        </p>
      </div>
      <a className={styles.download} href={assetUrl(file.url)} download={file.filename} aria-label={`下载${file.title}`}>
        下载
      </a>
    </div>
  );
}
