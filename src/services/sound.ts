/**
 * Sound cues (SPEC §2): a short two-note chime for a new message in another chat, a brighter
 * three-note one for a new notification. Synthesised with Web Audio, so there is nothing to
 * download. Browsers keep audio muted until the person has interacted with the page; a cue that
 * cannot play is skipped silently (the visual marks still show).
 */
export type Cue = 'message' | 'notification';

const NOTES: Record<Cue, number[]> = {
  message: [660, 880],
  notification: [784, 988, 1319],
};
const NOTE_S = 0.12;

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  context = new Ctor();
  return context;
}

export function playCue(cue: Cue): void {
  try {
    const ctx = audio();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    const start = ctx.currentTime + 0.01;
    NOTES[cue].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      const t = start + i * NOTE_S;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.18, t + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + NOTE_S);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + NOTE_S + 0.02);
    });
  } catch (error) {
    console.warn('sound cue skipped', error);
  }
}

/** One ring of the incoming-call tone: two short bursts of a two-tone chord. Returns its oscillators. */
function ringOnce(ctx: AudioContext): OscillatorNode[] {
  const start = ctx.currentTime + 0.01;
  const scheduled: OscillatorNode[] = [];
  for (const offset of [0, 0.45]) {
    for (const frequency of [440, 480]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = frequency;
      const t = start + offset;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.12, t + 0.03);
      gain.gain.setValueAtTime(0.12, t + 0.35);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.4);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + 0.42);
      scheduled.push(osc);
    }
  }
  return scheduled;
}

/** How often the incoming-call tone repeats. */
export const RING_EVERY_MS = 3000;

/** The phone's vibration with each ring, where there is one (sound may be blocked until a tap). */
const vibrate = (pattern: number[] | number) => {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    /* not allowed here */
  }
};

/**
 * Rings (SPEC §2: the incoming-call card's ringing sound) until the returned function is called:
 * a phone-like double ring every RING_EVERY_MS, with a vibration on phones. Stopping silences the
 * ring under way at once. Silent where audio cannot play.
 */
export function startRinging(): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  let playing: OscillatorNode[] = [];
  const ring = (ctx: AudioContext | null) => {
    vibrate([400, 200, 400]);
    if (ctx) playing = ringOnce(ctx);
  };
  try {
    const ctx = audio();
    if (ctx?.state === 'suspended') void ctx.resume().catch(() => {});
    ring(ctx);
    timer = setInterval(() => ring(ctx), RING_EVERY_MS);
  } catch (error) {
    console.warn('ringing skipped', error);
  }
  return () => {
    if (timer) clearInterval(timer);
    vibrate(0);
    for (const osc of playing) {
      try {
        osc.stop();
      } catch {
        /* already stopped */
      }
    }
  };
}

/** The speaker check's sound: a rising three-note phrase, played twice (about 1.5 s). */
export function playTestSound(): void {
  try {
    const ctx = audio();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
    const start = ctx.currentTime + 0.02;
    [523, 659, 784, 523, 659, 784].forEach((frequency, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'triangle';
      osc.frequency.value = frequency;
      const t = start + i * 0.24;
      gain.gain.setValueAtTime(0.0001, t);
      gain.gain.exponentialRampToValueAtTime(0.3, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.22);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t);
      osc.stop(t + 0.24);
    });
  } catch (error) {
    console.warn('test sound skipped', error);
  }
}
