// A tiny DNS server on 127.0.0.1 (dns2, UDP) that answers MX for the bench's domains, so the worker's MX lookups are real DNS round trips that finish fast.
import dns2 from 'dns2';

const { Packet } = dns2;

export interface MxDnsServer {
  /** `127.0.0.1:<port>`, the value of LOCAL_DNS_SERVERS. */
  address: string;
  /** Queries received, by lower-cased name. */
  readonly queries: ReadonlyMap<string, number>;
  close(): Promise<void>;
}

/** Answers MX `mx1.<name>` (priority 10) for every name in `domains`; any other name exists with no records (a definite "no MX"). */
export async function startMxDnsServer(domains: Iterable<string>): Promise<MxDnsServer> {
  const known = new Set([...domains].map((domain) => domain.toLowerCase()));
  const queries = new Map<string, number>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      if (question) {
        const name = question.name.toLowerCase();
        queries.set(name, (queries.get(name) ?? 0) + 1);
        if (question.type === Packet.TYPE.MX && known.has(name)) {
          response.answers.push(Packet.createResourceFromQuestion(question, { type: Packet.TYPE.MX, ttl: 300, exchange: `mx1.${name}`, priority: 10 }));
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${addresses.udp!.port}`,
    queries,
    close: async () => {
      await server.close();
    },
  };
}
