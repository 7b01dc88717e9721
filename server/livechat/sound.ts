// The mail module's notification sound (spec 1 §7 "a mail static path"): a short two-tone chime
// made here as a WAV file, so the repository carries no binary.
const RATE = 8000;

function chime(): Buffer {
  const samples = Math.round(RATE * 0.3);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / RATE;
    const tone = t < 0.12 ? 1318.5 : 1760;
    const envelope = Math.exp(-8 * (t < 0.12 ? t : t - 0.12));
    data.writeInt16LE(Math.round(Math.sin(2 * Math.PI * tone * t) * envelope * 9000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export const NOTIFICATION_SOUND = chime();
