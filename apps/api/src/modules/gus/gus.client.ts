import type { GusCompany } from '@platform/shared';
import { elementText, escapeXml, parseSearchResult } from './gus.xml.js';

/** Settings of the GUS REGON BIR1 service: the service address and the user key issued by GUS. */
export type GusConfig = { url: string | undefined; key: string | undefined; timeoutMs: number };

export class GusError extends Error {}

const NS = 'http://CIS/BIR/PUBL/2014/07';
const ACTION = `${NS}/IUslugaBIRzewnPubl`;

const envelope = (url: string, operation: string, body: string) => `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:ns="${NS}" xmlns:dat="${NS}/DataContract">
  <soap:Header xmlns:wsa="http://www.w3.org/2005/08/addressing">
    <wsa:To>${escapeXml(url)}</wsa:To>
    <wsa:Action>${ACTION}/${operation}</wsa:Action>
  </soap:Header>
  <soap:Body><ns:${operation}>${body}</ns:${operation}></soap:Body>
</soap:Envelope>`;

/** One SOAP 1.2 call; answers the decoded text of `<{operation}Result>` (MTOM bodies included). */
const call = async (config: GusConfig & { url: string }, operation: string, body: string, sid?: string) => {
  const response = await fetch(config.url, {
    method: 'POST',
    headers: {
      'content-type': `application/soap+xml; charset=utf-8; action="${ACTION}/${operation}"`,
      ...(sid ? { sid } : {}),
    },
    body: envelope(config.url, operation, body),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) throw new GusError(`GUS ${operation}: HTTP ${response.status}`);
  const result = elementText(text, `${operation}Result`);
  if (result === null) throw new GusError(`GUS ${operation}: no result`);
  return result;
};

/**
 * Looks a company up by NIP in the GUS REGON register (BIR1): Zaloguj (log in with the key, get a
 * session id), DaneSzukajPodmioty (search by NIP with the session id in the `sid` header), Wyloguj.
 * Answers null when GUS knows no such company; throws GusError on any failure of the service.
 */
export const findCompanyInGus = async (config: GusConfig, nip: string): Promise<GusCompany | null> => {
  if (!config.url || !config.key) throw new GusError('GUS is not configured');
  const settings = { ...config, url: config.url };
  const sid = await call(settings, 'Zaloguj', `<ns:pKluczUzytkownika>${escapeXml(config.key)}</ns:pKluczUzytkownika>`);
  if (!sid) throw new GusError('GUS refused the key');
  try {
    const result = await call(
      settings,
      'DaneSzukajPodmioty',
      `<ns:pParametryWyszukiwania><dat:Nip>${escapeXml(nip)}</dat:Nip></ns:pParametryWyszukiwania>`,
      sid,
    );
    return parseSearchResult(result);
  } finally {
    await call(settings, 'Wyloguj', `<ns:pIdentyfikatorSesji>${escapeXml(sid)}</ns:pIdentyfikatorSesji>`, sid).catch(
      () => undefined,
    );
  }
};
