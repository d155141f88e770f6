// Types for hoodiecrow-imap, which ships none: only the part the local IMAP server uses.
declare module 'hoodiecrow-imap' {
  import type { EventEmitter } from 'node:events';
  import type { Server, Socket } from 'node:net';

  /** A command as hoodiecrow's parser gives it to a handler. */
  interface ParsedCommand {
    tag: string;
    command: string;
    attributes?: Array<{ type: string; value: string }>;
  }

  interface ImapResponse {
    tag: string;
    command?: string;
    attributes: Array<{ type: string; value: string }>;
  }

  interface ImapConnection {
    server: ImapServer;
    socket: Socket;
    state: 'Not Authenticated' | 'Authenticated' | 'Selected' | 'Logout';
    send(response: ImapResponse, description: string, parsed: ParsedCommand, data: string): void;
    /** Set to read the client's next line (a SASL response) instead of a command. */
    inputHandler: ((line: string) => void) | false;
    /** What the connection listens to its server's `notify` events with. */
    _notificationCallback: (...args: unknown[]) => void;
  }

  type CommandHandler = (connection: ImapConnection, parsed: ParsedCommand, data: string, done: () => void) => void;

  interface ImapFolder {
    'special-use'?: string;
    uidvalidity?: number;
    messages?: unknown[];
    folders?: Record<string, ImapFolder>;
  }

  interface ImapServer extends EventEmitter {
    server: Server;
    registerCapability(keyword: string, available?: (connection: ImapConnection) => boolean): void;
    setCommandHandler(command: string, handler: CommandHandler): void;
    close(callback?: () => void): void;
  }

  interface ImapServerOptions {
    /** Plugin names (lib/plugins) or functions called with the server. */
    plugins?: Array<string | ((server: ImapServer) => void)>;
    /** Namespaces: INBOX, and "" (the personal one) holding the other folders. */
    storage?: { INBOX: ImapFolder; '': { folders: Record<string, ImapFolder> } };
    users?: Record<string, never>;
  }

  export default function createServer(options?: ImapServerOptions): ImapServer;
  export type { CommandHandler, ImapConnection, ImapServer, ParsedCommand };
}
