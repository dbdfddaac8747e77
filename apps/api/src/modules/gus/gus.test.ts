import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gusCompanySchema } from '@platform/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { escapeXml } from './gus.xml.js';

const KEY = 'abcde12345abcde12345';
const SID = 'sesja0123456789';
const FOUND = `<root><dane><Regon>012345678</Regon><Nip>5261040828</Nip><StatusNip /><Nazwa>PRZEDSIĘBIORSTWO "KRAMET" SPÓŁKA Z O.O.</Nazwa>
<Wojewodztwo>MAZOWIECKIE</Wojewodztwo><Powiat>Warszawa</Powiat><Gmina>Śródmieście</Gmina><Miejscowosc>Warszawa</Miejscowosc>
<KodPocztowy>00-590</KodPocztowy><Ulica>ul. Marszałkowska</Ulica><NrNieruchomosci>10A</NrNieruchomosci><NrLokalu /><Typ>P</Typ>
<SilosID>6</SilosID><DataZakonczeniaDzialalnosci /><MiejscowoscPoczty>Warszawa</MiejscowoscPoczty></dane></root>`;
const NOT_FOUND =
  '<root><dane><ErrorCode>4</ErrorCode><ErrorMessagePl>Nie znaleziono podmiotów.</ErrorMessagePl></dane></root>';

/** A stand-in of the BIR1 service: SOAP 1.2 envelopes, the answer wrapped in an MTOM multipart body like the real one. */
const calls: string[] = [];
const mtom = (operation: string, result: string) => {
  const xml = `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><${operation}Response xmlns="http://CIS/BIR/PUBL/2014/07"><${operation}Result>${escapeXml(result)}</${operation}Result></${operation}Response></s:Body></s:Envelope>`;
  return `--uuid:b1\r\nContent-ID: <http://tempuri.org/0>\r\nContent-Type: application/xop+xml;charset=utf-8;type="application/soap+xml"\r\n\r\n${xml}\r\n--uuid:b1--\r\n`;
};
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    const operation = /<wsa:Action>[^<]*\/(\w+)<\/wsa:Action>/.exec(body)?.[1] ?? '';
    calls.push(operation);
    const reply = (result: string) => {
      res.writeHead(200, { 'content-type': 'multipart/related; type="application/xop+xml"; boundary="uuid:b1"' });
      res.end(mtom(operation, result));
    };
    if (operation === 'Zaloguj') return reply(body.includes(`<ns:pKluczUzytkownika>${KEY}<`) ? SID : '');
    if (operation === 'Wyloguj') return reply('true');
    if (operation !== 'DaneSzukajPodmioty' || req.headers.sid !== SID) {
      res.writeHead(500);
      return res.end('fault');
    }
    const nip = /<dat:Nip>(\d+)<\/dat:Nip>/.exec(body)?.[1];
    if (nip === '9999999999') {
      res.writeHead(500);
      return res.end('fault');
    }
    reply(nip === '5261040828' ? FOUND : NOT_FOUND);
  });
});

let url: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/wsBIR/UslugaBIRzewnPubl.svc`;
});
afterAll(() => {
  server.close();
});
const t = useTestApp({ logins: ['administrator'] });
const headers = t.headers.administrator;
beforeAll(() => {
  Object.assign(t.app.env, { GUS_API_URL: url, GUS_API_KEY: KEY });
});

const lookup = (nip: string, h = headers) => t.app.inject({ url: `/api/v2/company/gus?nip=${nip}`, headers: h });

describe('GUS lookup', () => {
  it('logs in, finds the company by NIP and logs out', async () => {
    calls.length = 0;
    const res = await lookup('5261040828');
    expect(res.statusCode, res.body).toBe(200);
    expect(gusCompanySchema.parse(res.json())).toMatchObject({
      nip: '5261040828',
      regon: '012345678',
      name: 'PRZEDSIĘBIORSTWO "KRAMET" SPÓŁKA Z O.O.',
      province: 'mazowieckie',
      city: 'Warszawa',
      zipCode: '00-590',
      streetNo: '10A',
      apartmentNo: null,
    });
    expect(calls).toEqual(['Zaloguj', 'DaneSzukajPodmioty', 'Wyloguj']);
  });

  it('answers 404 for an unknown NIP and the GUS error text on a failure', async () => {
    expect((await lookup('1234563218')).json().code).toBe('GUS_NOT_FOUND');
    const failed = await lookup('9999999999');
    expect(failed.json()).toEqual({
      status: 502,
      code: 'GUS_ERROR',
      message: 'Wystąpił błąd podczas pobierania danych GUS',
    });
    Object.assign(t.app.env, { GUS_API_KEY: 'zly-klucz' });
    expect((await lookup('5261040828')).json().code).toBe('GUS_ERROR');
    Object.assign(t.app.env, { GUS_API_URL: 'http://127.0.0.1:1/nic', GUS_API_KEY: KEY });
    expect((await lookup('5261040828')).json().code).toBe('GUS_ERROR');
    Object.assign(t.app.env, { GUS_API_URL: url });
  });

  it('needs an admin and a 10-digit NIP', async () => {
    expect((await lookup('526-104-08-28')).statusCode).toBe(400);
    const klient = (await loginAs(t.app, 'klient')).headers;
    expect((await lookup('5261040828', klient)).statusCode).toBe(403);
  });
});
