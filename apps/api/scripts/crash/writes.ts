/**
 * The writes of the crash test, through HTTP as the demo client: new order drafts, and the note
 * of a followed company's settings carrying an increasing number. Only a 2xx answer counts as
 * acknowledged; a request cut off by the kill counts as nothing.
 */
export type Acknowledged = { orders: number[]; notes: Map<number, number> };

type Session = { url: string; headers: Record<string, string> };

const json = { 'content-type': 'application/json' };

export const login = async (url: string): Promise<Session> => {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ login: 'klient', password: 'Demo123!' }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { url, headers: { ...json, authorization: `Bearer ${accessToken}` } };
};

/** An investment the client may order on and companies it follows: what the writes need. */
export const prepareTargets = async (session: Session, companies = 3) => {
  const list = await fetch(`${session.url}/api/v2/investments`, { headers: session.headers });
  const investmentId = ((await list.json()) as { content: { id: number }[] }).content[0]!.id;
  const followed: number[] = [];
  for (let id = 2; followed.length < companies && id < 100; id++) {
    const post = await fetch(`${session.url}/api/v2/companies/${id}/followers`, {
      method: 'POST',
      headers: { authorization: session.headers.authorization! },
    });
    if (post.ok) followed.push(id);
  }
  return { investmentId, companies: followed };
};

type Targets = Awaited<ReturnType<typeof prepareTargets>>;

/** Writes until a request fails (the server is gone) or `stop()` is called. */
export const startWriting = (session: Session, targets: Targets, acked: Acknowledged, orderWorkers = 3) => {
  let stopped = false;
  const orderLoop = async () => {
    while (!stopped) {
      const response = await fetch(`${session.url}/api/v2/orders/draft`, {
        method: 'POST',
        headers: session.headers,
        body: JSON.stringify({ investmentId: targets.investmentId }),
      });
      if (response.status !== 201) throw new Error(`order draft: ${response.status}`);
      acked.orders.push(((await response.json()) as { id: number }).id);
    }
  };
  const noteLoop = async (companyId: number) => {
    while (!stopped) {
      const seq = (acked.notes.get(companyId) ?? 0) + 1;
      const response = await fetch(`${session.url}/api/v2/companies/${companyId}/following-settings`, {
        method: 'PATCH',
        headers: session.headers,
        body: JSON.stringify({ note: `zapis ${seq}` }),
      });
      if (!response.ok) throw new Error(`follow settings: ${response.status}`);
      acked.notes.set(companyId, seq);
    }
  };
  const loops = [
    ...Array.from({ length: orderWorkers }, () => orderLoop()),
    ...targets.companies.map((id) => noteLoop(id)),
  ].map((loop) => loop.catch((error: unknown) => error));
  const done = Promise.all(loops);
  return {
    done,
    stop: async () => {
      stopped = true;
      return done;
    },
  };
};

/** Every acknowledged write, read back: orders missing and notes older than acknowledged. */
export const findLost = async (session: Session, acked: Acknowledged) => {
  const lost: string[] = [];
  const ids = [...acked.orders];
  const readOrders = async () => {
    for (let id = ids.pop(); id !== undefined; id = ids.pop()) {
      const response = await fetch(`${session.url}/api/v2/orders/${id}`, { headers: session.headers });
      if (response.status !== 200) lost.push(`order ${id}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, readOrders));
  for (const [companyId, seq] of acked.notes) {
    const response = await fetch(`${session.url}/api/v2/companies/${companyId}/following-settings`, {
      headers: session.headers,
    });
    const note = response.ok ? ((await response.json()) as { note: string | null }).note : null;
    const stored = Number(note?.replace('zapis ', '') ?? 0);
    // The write in flight at the kill may have landed too: newer than acknowledged is fine.
    if (stored < seq) lost.push(`company ${companyId} note: acknowledged ${seq}, found ${note}`);
  }
  return lost;
};
