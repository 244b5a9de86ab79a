/**
 * An e-ticket QR drawn by the server (the `qrcode` package's SVG of the ticket code): shown as an image,
 * so the markup never enters the page's DOM.
 */
export function QrImage({ svg, label, size = 180 }: { svg: string; label: string; size?: number }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={size}
      height={size}
      style={{ display: 'block', margin: '0 auto' }}
    />
  );
}
