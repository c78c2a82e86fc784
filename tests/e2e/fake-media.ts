import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What Chromium's fake microphone plays (`--use-file-for-fake-audio-capture`, looped): without a
 * file it captures silence, and a level meter would never move.
 */
export const FAKE_MICROPHONE_WAV = join(tmpdir(), 'clinic-e2e-fake-microphone.wav');

/** A spoken-level 440 Hz tone, one second, 16-bit mono PCM at 48 kHz. */
export function writeFakeMicrophone() {
  const rate = 48_000;
  const samples = rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 0.4 * 32767), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  writeFileSync(FAKE_MICROPHONE_WAV, Buffer.concat([header, data]));
}
