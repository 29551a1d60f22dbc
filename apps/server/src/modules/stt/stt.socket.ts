import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import { STT_EVENTS, STT_NAMESPACE, type SttClientToServer, type SttServerToClient } from '@wilco/shared';
import { createSttSession } from '../../engines/speech/stt/session';
import type { AuthContext } from '../../plugins/access';
import { guardNamespace, recheckSession } from '../../plugins/socket';

type SttSocket = Socket<SttClientToServer, SttServerToClient>;

/**
 * The speech-to-text socket (docs/product/speech.md, "The /stt socket"). Connections authenticate with
 * `auth: { token: idToken }` and are checked like an HTTP request (token, account enabled,
 * session live); a bad token fails the handshake with a connect_error. Handlers only relay
 * to the session engine (engines/speech/stt/session.ts).
 */
export const sttSocket = fp(async (app: FastifyInstance) => {
  const nsp = app.io.of(STT_NAMESPACE);
  const { repo: content, service: reach } = app.content;
  const providers = app.sttProviders;

  guardNamespace(app, nsp);

  nsp.on('connection', (socket: SttSocket) => {
    providers.prepare();
    const log = app.log.child({ stt: socket.id, userId: socket.data.userId as number });
    const session = createSttSession(
      // Only this namespace: a browser tab multiplexes /stt, /sim and /live over one connection,
      // and closing it would end the tab's calls too.
      { emit: (event, ...args) => socket.emit(event, ...args), disconnect: () => socket.disconnect() },
      providers.chooser,
      app.config.stt,
      log,
      // stt_start.question_id: the rubric's phrases join the search here, so the learner's
      // client never needs the marking scheme. Only for a question the learner may reach (tenant and
      // quiz access, docs/product/shell-and-accounts.md, "Hardening"); any other id adds nothing.
      async (questionId) =>
        (await reach.canReach(socket.data.auth as AuthContext, questionId))
          ? content.speechPhrases(socket.data.tenantId as number, questionId)
          : [],
    );
    // Untyped on purpose: payloads are whatever the client sent until the session parses them.
    const on = (event: string, handler: (payload: unknown) => Promise<void> | void) =>
      socket.on(event as keyof SttClientToServer, (payload: unknown) => {
        Promise.resolve(handler(payload)).catch((err: Error) => {
          log.error({ err: err.message }, 'speech session handler failed');
          socket.emit(STT_EVENTS.error, { message: 'Speech recognition failed' });
        });
      });
    on(STT_EVENTS.start, session.start);
    on(STT_EVENTS.audio, session.audio);
    on(STT_EVENTS.finalize, session.finalize);
    on(STT_EVENTS.stop, session.stop);
    // A revoked session, a disabled account, an ended trial or maintenance stops the recognising.
    recheckSession(app, socket, (message) => socket.emit(STT_EVENTS.error, { message }));
    socket.on('disconnect', () => void session.close());
  });
});
