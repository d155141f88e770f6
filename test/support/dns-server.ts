// A small DNS server on 127.0.0.1 (dns2) for tests that need MX, CNAME or TXT answers: names with records, names with none, error codes and names it never answers.
import dns2 from 'dns2';

const { Packet } = dns2;

/** Error answers by name; dns2 documents Packet.RCODE but its types leave it out. */
export const RCODE = { SERVFAIL: 2, NXDOMAIN: 3, REFUSED: 5 } as const;

export interface DnsZone {
  /** MX records by lower-case name. */
  mx?: Record<string, Array<{ exchange: string; priority: number }>>;
  /** CNAME targets by lower-case name. */
  cname?: Record<string, string>;
  /** TXT records by lower-case name (each one character string). */
  txt?: Record<string, string[]>;
  /** Names answered with an error code (NXDOMAIN: the name does not exist). */
  rcodes?: Record<string, number>;
  /** Names whose queries get no answer at all, so that the resolver times out. */
  silent?: string[];
  /** Every name not in `mx` has an MX record `mx.<name>` (a world where every domain accepts mail: bench:ingest). */
  mxForAny?: boolean;
}

export interface DnsServer {
  /** `127.0.0.1:<port>`, the form LOCAL_DNS_SERVERS takes. */
  address: string;
  /** Publishes a TXT record from now on, as a domain's owner would (a token the service made during the test). */
  publishTxt(name: string, value: string): void;
  /** How many queries for a name (lower case) the server received. */
  queriesFor(name: string): number;
  /** How many queries it received in all. */
  totalQueries(): number;
  close(): Promise<void>;
}

/** Any other name exists and has no records of any type. */
export async function startDnsServer(zone: DnsZone): Promise<DnsServer> {
  const queries = new Map<string, number>();
  const silent = new Set(zone.silent ?? []);
  const txt: Record<string, string[]> = { ...zone.txt };
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      if (!question) return void send(response);
      const name = question.name.toLowerCase();
      queries.set(name, (queries.get(name) ?? 0) + 1);
      if (silent.has(name)) return;
      const rcode = zone.rcodes?.[name];
      if (rcode !== undefined) response.header.rcode = rcode;
      else if (question.type === Packet.TYPE.MX) {
        const any = zone.mxForAny ? [{ exchange: `mx.${name}`, priority: 10 }] : [];
        for (const record of zone.mx?.[name] ?? any) {
          response.answers.push(
            Packet.createResourceFromQuestion(question, { type: Packet.TYPE.MX, ttl: 300, ...record }),
          );
        }
      } else if (question.type === Packet.TYPE.TXT) {
        for (const data of txt[name] ?? [])
          response.answers.push(Packet.createResourceFromQuestion(question, { type: Packet.TYPE.TXT, ttl: 300, data }));
      } else if (question.type === Packet.TYPE.CNAME && zone.cname?.[name]) {
        response.answers.push(
          Packet.createResourceFromQuestion(question, { type: Packet.TYPE.CNAME, ttl: 300, domain: zone.cname[name] }),
        );
      }
      void send(response);
    },
  });
  // The explicit address keeps the server off other interfaces (with port 0 dns2 binds through the options form of dgram.bind).
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${addresses.udp!.port}`,
    publishTxt: (name, value) => {
      txt[name.toLowerCase()] = [...(txt[name.toLowerCase()] ?? []), value];
    },
    queriesFor: (name) => queries.get(name) ?? 0,
    totalQueries: () => [...queries.values()].reduce((sum, n) => sum + n, 0),
    close: () => server.close(),
  };
}
