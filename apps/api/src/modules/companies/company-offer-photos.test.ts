import { MESSAGES } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { acquire, pdf, png, put } from '../attachments/testing.js';
import { demoCompanies } from './company-test-helpers.js';

/** The offer's photo slots take images; its sections' files ('Załączniki', spec 2.2) take any file. */
describe('company offer photos', () => {
  const t = useTestApp({ logins: ['administrator'] });
  const { administrator } = t.headers;
  const upload = async (name: string, body: Buffer, contentType: string) => {
    const slot = await acquire(t.app, administrator, 'COMPANY_OFFER', name, { size: body.length, contentType });
    expect((await put(t.app, slot.fields.presignedUrl, body, contentType)).statusCode).toBe(204);
    return slot.uuid;
  };
  const save = async (photo: string | null, files: string[], avatar: string | null = null) => {
    const { client } = await demoCompanies(t.app);
    return t.app.inject({
      method: 'PUT',
      url: `/api/v2/companies/${client}/offer/draft`,
      headers: administrator,
      payload: {
        mainSection: { photo, title: 'Oferta', description: '' },
        sections: [{ title: 'Cennik', align: 'LEFT', description: '', photos: [], attachments: files }],
        contacts: { description: null, contactPersons: [{ name: 'Jan Kowalski', avatar }] },
      },
    });
  };

  it('refuses a document as a photo or an avatar and keeps it as a section file', async () => {
    const document = await upload('cennik.pdf', pdf, 'application/pdf');
    const slots: [string | null, string | null][] = [
      [document, null],
      [null, document],
    ];
    for (const [photo, avatar] of slots) {
      const refused = await save(photo, [], avatar);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'FILE_NOT_IMAGE', message: MESSAGES.fileNotImage('cennik.pdf') });
    }
    const photo = await upload('hala.png', png, 'image/png');
    const saved = await save(photo, [document]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().sections[0].attachments[0]).toMatchObject({ uuid: document, attachmentName: 'cennik.pdf' });
  });
});
