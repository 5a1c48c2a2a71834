// Image captchas: the answer is drawn as SVG paths (not text a script could read from the markup),
// stored hashed, valid for 5 minutes and usable once.
import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.js';
import { captchas } from '../../db/schema/index.js';
import { sha256 } from './secrets.js';

const CAPTCHA_TTL_MS = 5 * 60_000;

export interface CaptchaImage {
  text: string;
  svg: string;
}

export type CaptchaGenerator = () => CaptchaImage;

export const svgCaptchaGenerator: CaptchaGenerator = () => {
  const c = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1ilI',
    color: true,
    background: '#f0f2f5',
  });
  return { text: c.text, svg: c.data };
};

const normalise = (answer: string) => answer.trim().toLowerCase();

export async function issueCaptcha(
  db: Db,
  generate: CaptchaGenerator,
): Promise<{ uuid: string; img: string }> {
  const { text, svg } = generate();
  const [row] = await db
    .insert(captchas)
    .values({ answerHash: sha256(normalise(text)), expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS) })
    .returning({ id: captchas.id });
  return { uuid: row!.id, img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** True when the answer matches an unexpired, unused captcha; the captcha is used up either way. */
export async function consumeCaptcha(db: Db, uuid: string, answer: string): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return false;
  const [row] = await db
    .update(captchas)
    .set({ consumedAt: new Date() })
    .where(and(eq(captchas.id, uuid), isNull(captchas.consumedAt), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  return !!row && row.answerHash === sha256(normalise(answer));
}
