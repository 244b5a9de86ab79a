/** Reads QR codes from the camera's frames. */
export interface QrDecoder {
  readonly kind: 'native' | 'wasm';
  decode(video: HTMLVideoElement): Promise<string[]>;
  close(): void;
}

interface NativeDetector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
interface NativeDetectorClass {
  new (o: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const WORKER_URL = new URL('./decoder.worker.js', import.meta.url);

/** Frames are scaled down to this width before decoding: enough for a ticket held up to the camera. */
const FRAME_WIDTH = 640;

async function nativeDecoder(): Promise<QrDecoder | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return undefined;
  } catch {
    return undefined;
  }
  const detector = new Detector({ formats: ['qr_code'] });
  return { kind: 'native', decode: async (video) => (await detector.detect(video)).map((b) => b.rawValue), close: () => undefined };
}

/** The WebAssembly decoder in a worker, loaded only when scanning starts without a native detector. */
async function wasmDecoder(): Promise<QrDecoder> {
  // Each URL is a file webpack emits with our build (see the worker's comment). Started from a blob, the
  // worker runs under the page's Content-Security-Policy (a script file would get the strict one of a resource).
  const boot = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(WORKER_URL.href)});`], { type: 'text/javascript' }));
  const worker = new Worker(boot);
  URL.revokeObjectURL(boot);
  const waiting = new Map<number, (texts: string[]) => void>();
  const drop = () => {
    for (const resolve of waiting.values()) resolve([]);
    waiting.clear();
  };
  await new Promise<void>((resolve, reject) => {
    worker.onerror = () => reject(new Error('decoder worker failed'));
    worker.onmessage = ({ data }: MessageEvent<{ ready: boolean; error?: string }>) =>
      data.ready ? resolve() : reject(new Error(data.error));
    worker.postMessage({
      init: {
        script: new URL('zxing-wasm-reader-iife', import.meta.url).href,
        wasm: new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href,
      },
    });
  }).catch((e: unknown) => {
    worker.terminate();
    throw e;
  });
  worker.onerror = drop;
  worker.onmessage = ({ data }: MessageEvent<{ id: number; texts: string[] }>) => {
    waiting.get(data.id)?.(data.texts);
    waiting.delete(data.id);
  };
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  let next = 0;
  return {
    kind: 'wasm',
    decode(video) {
      if (!ctx || !video.videoWidth) return Promise.resolve([]);
      const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const id = ++next;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, image }, [image.data.buffer]);
      });
    },
    close() {
      worker.terminate();
      drop();
    },
  };
}

export async function createDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? wasmDecoder();
}
