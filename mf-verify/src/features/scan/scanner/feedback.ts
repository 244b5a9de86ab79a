/** Sound and vibration for a result: one high beep for admitted, two low ones for anything else. */
let audio: AudioContext | undefined;

function beep(ctx: AudioContext, freq: number, at: number, length: number) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.frequency.value = freq;
  gain.gain.setValueAtTime(0.2, ctx.currentTime + at);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(ctx.currentTime + at);
  osc.stop(ctx.currentTime + at + length);
}

export function signal(ok: boolean): void {
  navigator.vibrate?.(ok ? 120 : [80, 60, 80, 60, 200]);
  try {
    audio ??= new AudioContext();
    if (ok) beep(audio, 1320, 0, 0.15);
    else {
      beep(audio, 330, 0, 0.18);
      beep(audio, 330, 0.25, 0.18);
    }
  } catch {
    // No audio (blocked before any tap, or no device): the card and the vibration still tell.
  }
}
