// A DNS server on 127.0.0.1 (dns2) giving every name an MX record, for the import worker's lookups (LOCAL_DNS_SERVERS).
import dns2 from 'dns2';

const { Packet } = dns2;

export interface MxDnsServer {
  /** `127.0.0.1:<port>`, the form LOCAL_DNS_SERVERS takes. */
  address: string;
  queries(): number;
  close(): Promise<void>;
}

/** Answers every MX question for `<name>` with `mx.<name>`, so that each address's domain accepts mail. */
export async function startMxDnsServer(): Promise<MxDnsServer> {
  let queries = 0;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      queries++;
      if (question?.type === Packet.TYPE.MX)
        response.answers.push(
          Packet.createResourceFromQuestion(question, {
            type: Packet.TYPE.MX,
            ttl: 300,
            exchange: `mx.${question.name}`,
            priority: 10,
          }),
        );
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return { address: `127.0.0.1:${addresses.udp!.port}`, queries: () => queries, close: () => server.close() };
}
