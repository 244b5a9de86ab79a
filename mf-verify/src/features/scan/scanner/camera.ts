/** The rear camera, and its torch where the device has one. */
export interface Camera {
  stream: MediaStream;
  hasTorch: boolean;
  setTorch(on: boolean): Promise<void>;
  stop(): void;
}

export async function openCamera(): Promise<Camera> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('当前浏览器不支持调用摄像头，请使用手动输入');
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
  const [track] = stream.getVideoTracks();
  const caps = (track?.getCapabilities?.() ?? {}) as { torch?: boolean };
  return {
    stream,
    hasTorch: !!caps.torch,
    setTorch: (on) => track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] }),
    stop: () => stream.getTracks().forEach((t) => t.stop()),
  };
}

/** Why the camera could not be opened, in words for the person at the door. */
export function cameraError(e: unknown): string {
  const name = (e as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return '未获得摄像头权限，请在浏览器设置中允许使用摄像头，或使用手动输入';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return '未找到可用的摄像头，请使用手动输入';
  if (name === 'NotReadableError') return '摄像头被其他应用占用，请关闭后重试';
  return (e as Error)?.message || '无法打开摄像头';
}
