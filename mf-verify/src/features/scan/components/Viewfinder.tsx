import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-vant/es/button';
import { Loading } from 'react-vant/es/loading';
import { cameraError, openCamera, type Camera } from '../scanner/camera';
import type { QrDecoder } from '../scanner/decoder';
import styles from './Viewfinder.module.css';

/** Time between two decodes of the camera picture (the decode itself takes a few ms). */
const FRAME_GAP_MS = 120;

interface ViewfinderProps {
  /** Each code read from a frame, with the time the frame was taken. */
  onCode: (code: string, frameAt: number) => void;
}

/** The rear camera's picture, decoded continuously; a torch switch where the camera has one. */
export function Viewfinder({ onCode }: ViewfinderProps) {
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  const [camera, setCamera] = useState<Camera | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [torch, setTorch] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  // The decoder is fetched as the page opens, before the camera: it is then at hand even if the network
  // drops before the camera is allowed.
  const [decoder, setDecoder] = useState<QrDecoder | null>(null);
  useEffect(() => {
    let alive = true;
    let made: QrDecoder | undefined;
    void import(/* webpackChunkName: "qr-decoder" */ '../scanner/decoder')
      .then((m) => m.createDecoder())
      .then(
        (d) => (alive ? setDecoder((made = d)) : d.close()),
        () => alive && setError('二维码识别组件加载失败，请刷新页面或使用手动输入'),
      );
    return () => {
      alive = false;
      made?.close();
    };
  }, []);

  useEffect(() => {
    let alive = true;
    let cam: Camera | undefined;
    (async () => {
      try {
        cam = await openCamera();
        if (!alive) return cam.stop();
        const el = video.current!;
        el.srcObject = cam.stream;
        await el.play();
        if (alive) setCamera(cam);
      } catch (e) {
        if (alive) setError(cameraError(e));
      }
    })();
    return () => {
      alive = false;
      cam?.stop();
      setCamera(null);
    };
  }, [attempt]);

  useEffect(() => {
    if (!camera || !decoder) return;
    let alive = true;
    const el = video.current!;
    (async () => {
      while (alive) {
        const frameAt = performance.now();
        const codes = el.readyState >= 2 ? await decoder.decode(el) : [];
        if (alive) codes.forEach((c) => handler.current(c, frameAt));
        await new Promise((r) => setTimeout(r, FRAME_GAP_MS));
      }
    })();
    return () => {
      alive = false;
    };
  }, [camera, decoder]);

  const toggleTorch = () => {
    if (!camera) return;
    void camera.setTorch(!torch).then(
      () => setTorch(!torch),
      () => setError('无法打开手电筒'),
    );
  };

  return (
    <div className={styles.box} data-testid="viewfinder" data-decoder={decoder ? 'ready' : 'loading'}>
      <video ref={video} className={styles.video} muted playsInline />
      {!camera && !error && (
        <div className={styles.cover}>
          <Loading vertical color="#fff">
            正在打开摄像头…
          </Loading>
        </div>
      )}
      {error ? (
        <div className={styles.cover}>
          <p className={styles.error}>{error}</p>
          <Button size="small" type="primary" onClick={() => (setError(null), setAttempt((a) => a + 1))}>
            重新打开摄像头
          </Button>
        </div>
      ) : (
        <div className={styles.frame} aria-hidden />
      )}
      {camera?.hasTorch && (
        <button type="button" className={styles.torch} onClick={toggleTorch}>
          {torch ? '关闭手电筒' : '打开手电筒'}
        </button>
      )}
    </div>
  );
}
