// A file upload as the editor sends it (multipart, with the browser's cookies and crumb), for the file manager's suite.
import type { Express } from 'express';
import request, { type Response } from 'supertest';
import type { TestBrowser } from '../security/test-browser.js';

/** One file to upload: its bytes, the name the browser gives, and the type it claims. */
export interface Upload {
  data: Buffer;
  filename: string;
  contentType?: string;
}

/** Uploads as the editor does (multipart field `file` to the file manager unless told otherwise, the browser's cookies and crumb). */
export function uploadAs(
  app: Express,
  browser: TestBrowser,
  upload: Upload,
  field = 'file',
  path = '/api/owner/files',
): Promise<Response> {
  const cookie = [...browser.cookies]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  return request(app)
    .post(path)
    .set('Accept', 'application/json')
    .set('Cookie', cookie)
    .set(browser.changeHeaders())
    .attach(field, upload.data, {
      filename: upload.filename,
      contentType: upload.contentType ?? 'application/octet-stream',
    });
}
