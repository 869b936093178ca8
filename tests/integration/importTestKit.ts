import { expect } from 'vitest';
import type { TestServer } from './testServer';
import type { ImportDetail } from '../../realtime/protocol/imports';

/** Helpers of the import tests: uploads as a browser sends them, and waiting for a job to end. */

export async function postImport(
  server: { api: string },
  token: string,
  file: { name: string; bytes: Uint8Array | string },
  fields: Record<string, string>,
  path = '/import',
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes;
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), file.name);
  const res = await fetch(`${server.api}${path}`, { method: 'POST', headers: { authorization: token }, body: form });
  return { status: res.status, body: await res.json() };
}

export async function getImport(server: { api: string }, token: string, id: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${server.api}/import/${id}`, { headers: { authorization: token } });
  return { status: res.status, body: await res.json() };
}

/** Polls the import until it has ended, as the page does while its socket is down. */
export async function waitForImport(server: { api: string }, token: string, id: string, timeoutMs = 60_000): Promise<ImportDetail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { status, body } = await getImport(server, token, id);
    expect(status, JSON.stringify(body)).toBe(200);
    if (body.status === 'completed' || body.status === 'failed') return body as ImportDetail;
    if (Date.now() > until) throw new Error(`import ${id} still ${body.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Windows-1251 bytes of a text of ASCII and Russian letters (what Excel on Russian Windows saves). */
export function encodeWindows1251(text: string): Uint8Array {
  return Uint8Array.from([...text].map((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x80) return code;
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    if (code === 0x401) return 0xa8;
    if (code === 0x451) return 0xb8;
    throw new Error(`no Windows-1251 byte for ${ch}`);
  }));
}

/** Number of instances of a class, straight from the store. */
export async function instancesOf(server: TestServer, classId: string): Promise<string[]> {
  const rows = await server.ctx.db.selectFrom('memberships').select('instance_id').where('class_id', '=', classId).execute();
  return rows.map((r) => r.instance_id);
}
