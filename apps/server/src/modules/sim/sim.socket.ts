import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import {
  SIM_EVENTS,
  SIM_NAMESPACE,
  STT_SAMPLE_RATE,
  SimMultiRejoinSchema,
  SimMultiStartSchema,
  SimRefSchema,
  SimStartSchema,
  SimTextSchema,
  SttAudioChunkSchema,
  type SimClientToServer,
  type SimServerToClient,
} from '@wilco/shared';
import { ensureCallSounds, type CallSounds } from '../../engines/simulation/caller-voice';
import { judgeTransmission } from '../../engines/simulation/judge';
import { createAudioGuard } from '../../engines/speech/stt/audio-guard';
import type { AuthContext } from '../../plugins/access';
import { HttpError } from '../../lib/http-errors';
import { NUL_TEXT_MESSAGE, findNulText } from '../../lib/nul-text';
import { guardNamespace, recheckSession } from '../../plugins/socket';
import { createSimConnection } from './sim.connection';

type SimSocket = Socket<SimClientToServer, SimServerToClient>;

export const SIM_FAILED = 'The simulation failed on the server. Please try again.';

/**
 * The simulation socket (docs/product/simulations.md, docs/decisions/015-sim-socket.md).
 * Connections authenticate with `auth: { token }` and pass exactly the checks of an HTTP
 * route (app.authorizeToken); they are re-checked every SIM_SESSION_CHECK_MS and the calls end
 * when the session is revoked. Handlers only parse payloads and relay to the connection.
 */
export const simSocket = fp(
  async (app: FastifyInstance) => {
    const nsp = app.io.of(SIM_NAMESPACE);
    const { config } = app;
    const providers = app.sttProviders;
    const { tts } = app;
    let sounds: Promise<CallSounds | null> | null = null;
    const callSounds = () =>
      (sounds ??= ensureCallSounds(config.tts.bins.sox, config.mediaDir, config.runtime.mediaBaseUrl).catch(
        (err: Error) => {
          app.log.warn({ err: err.message }, 'generating the call sounds failed; calls go on without them');
          return null;
        },
      ));

    guardNamespace(app, nsp);

    nsp.on('connection', (socket: SimSocket) => {
      providers.prepare();
      const auth = socket.data.auth as AuthContext;
      const log = app.log.child({ sim: socket.id, userId: auth.userId });
      const guard = createAudioGuard(config.stt);
      guard.reset(STT_SAMPLE_RATE);
      const connection = createSimConnection({
        auth,
        claim: randomUUID(),
        service: app.simService,
        config: config.simulation,
        sink: { emit: (event, ...args) => socket.emit(event, ...args) },
        judge: judgeTransmission,
        tts,
        callSounds,
        recognizer: {
          open: async (expected, listener) => {
            const [provider] = providers.chooser.candidates(undefined, new Set());
            if (!provider) throw new HttpError(503, 'Speech recognition is not available on this server');
            return provider.open({ expected, sampleRate: STT_SAMPLE_RATE }, listener);
          },
        },
        log,
      });
      const fail = (message: string) =>
        socket.emit(SIM_EVENTS.message, { type: 'error', message, disconnect: false });

      /** Parses with the shared schema, then relays; a bad payload or a failure is an error event. */
      function on<T>(
        event: keyof SimClientToServer,
        schema: {
          safeParse(
            v: unknown,
          ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
        },
        handler: (payload: T) => Promise<void> | void,
      ) {
        socket.on(event, (payload: unknown) => {
          const nulAt = findNulText(payload);
          if (nulAt) return fail(`Invalid ${event}: ${nulAt}: ${NUL_TEXT_MESSAGE}`);
          const parsed = schema.safeParse(payload);
          if (!parsed.success)
            return fail(`Invalid ${event}: ${parsed.error.issues[0]?.message ?? 'bad payload'}`);
          // A refusal the services meant for the learner carries its text; anything else is our
          // failure, logged in full and named to the learner without its internals.
          const report = (err: Error) => {
            if (err instanceof HttpError) return fail(err.message);
            log.error({ err }, 'simulation handler failed');
            fail(SIM_FAILED);
          };
          // Called at once, not a tick later: audio that follows sim_transmit_start in the same
          // read must find the transmission pressed.
          try {
            Promise.resolve(handler(parsed.data)).catch(report);
          } catch (err) {
            report(err as Error);
          }
        });
      }

      on(SIM_EVENTS.start, SimStartSchema, connection.start);
      on(SIM_EVENTS.multiStart, SimMultiStartSchema, connection.startMulti);
      on(SIM_EVENTS.text, SimTextSchema, (p) => connection.text(p.sim_id, p.text));
      on(SIM_EVENTS.transmitStart, SimRefSchema, (p) => connection.transmitStart(p.sim_id));
      on(SIM_EVENTS.transmitEnd, SimRefSchema, (p) => connection.transmitEnd(p.sim_id));
      on(SIM_EVENTS.pause, SimRefSchema, (p) => connection.pause(p.sim_id));
      on(SIM_EVENTS.resume, SimRefSchema, (p) => connection.resume(p.sim_id));
      on(SIM_EVENTS.hangup, SimRefSchema, (p) => connection.hangup(p.sim_id));
      on(SIM_EVENTS.rejoin, SimRefSchema, connection.rejoin);
      on(SIM_EVENTS.multiRejoin, SimMultiRejoinSchema, connection.rejoinMulti);
      socket.on(SIM_EVENTS.audio, (chunk: unknown) => {
        const parsed = SttAudioChunkSchema.safeParse(chunk);
        if (!parsed.success)
          return fail(`Invalid ${SIM_EVENTS.audio}: ${parsed.error.issues[0]?.message ?? 'bad audio chunk'}`);
        const bytes = parsed.data instanceof ArrayBuffer ? new Uint8Array(parsed.data) : parsed.data;
        const refused = guard.check(bytes.byteLength, Date.now());
        if (refused) return fail(refused);
        // Copy into an aligned buffer: a Node Buffer may start at an odd offset of its pool.
        const pcm = new Int16Array(bytes.byteLength / 2);
        new Uint8Array(pcm.buffer).set(bytes);
        const refusal = connection.audio(pcm);
        if (refusal) fail(refusal);
      });

      // A revoked session, a disabled account, an ended trial or maintenance ends the calls.
      recheckSession(app, socket, async (message) => {
        socket.emit(SIM_EVENTS.message, { type: 'error', message, disconnect: true });
        await connection.sessionEnded();
      });
      socket.on('disconnect', () => void connection.close());
    });
  },
  { name: 'sim-socket', dependencies: ['sim-service', 'stt-providers', 'tts'] },
);
