import fs from 'node:fs';
import QRCode from 'qrcode';

const W = 640;
const H = 480;

/**
 * A .y4m video for Chromium's fake camera (--use-file-for-fake-video-capture) showing one QR code, black
 * on white in the middle of the picture. Chromium reads the file when it starts and loops it.
 */
export function writeQrVideo(file: string, text: string, frames = 2): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor((Math.min(W, H) * 0.85) / (size + 2 * quiet));
  const left = Math.floor((W - size * scale) / 2);
  const top = Math.floor((H - size * scale) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let r = 0; r < size; r += 1)
    for (let c = 0; c < size; c += 1)
      if (qr.modules.get(r, c))
        for (let dy = 0; dy < scale; dy += 1)
          y.fill(16, (top + r * scale + dy) * W + left + c * scale, (top + r * scale + dy) * W + left + (c + 1) * scale);
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: frames }, () => frame)]),
  );
}
