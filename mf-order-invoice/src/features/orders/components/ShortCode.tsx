import styles from './ShortCode.module.css';

/**
 * The e-ticket's short code under its QR, for the verifier to type when the QR cannot be read: two groups
 * of five for the eye; a screen reader is given it one character at a time instead of as a word.
 */
export function ShortCode({ code }: { code: string }) {
  const groups = [code.slice(0, 5), code.slice(5)];
  return (
    <p className={styles.box} data-testid="eticket-short-code">
      <span aria-hidden="true">
        票码 <span className={styles.code}>{groups.join(' ')}</span>
      </span>
      <span className="visually-hidden">票码：{groups.map((g) => [...g].join(' ')).join('，')}</span>
    </p>
  );
}
