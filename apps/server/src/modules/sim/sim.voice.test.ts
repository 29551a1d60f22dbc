import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallEnd, CallStart, SimResults, SimTranscription, TurnResult } from '@wilco/shared';
import { useTestApp, listenOnLoopback } from '../../test/app';
import { createTenantWithUsers, login } from '../../test/fixtures';
import { createSpeechMaker, recorderChunks } from '../../test/speech';
import { SPOKEN_TURNS, createScenario, simClient } from '../../test/sim';

/** A voice call through the real recogniser (pocketsphinx) with flite speech for the learner. */
describe('/sim voice', () => {
  const t = useTestApp('pglite');
  const speech = createSpeechMaker();
  let base: string;
  let token: string;

  beforeAll(async () => {
    base = await listenOnLoopback(t.app);
    const { tenant } = await createTenantWithUsers(t.app, 'simvoice', ['Learner']);
    await createScenario(t.app, tenant.tenant_id, {
      deep_link: 'voice-taxi',
      script_type: 'voice',
      turns: SPOKEN_TURNS,
    });
    token = (await login(t.app, 'learner@simvoice.test')).idToken;
  });
  const sockets: { close(): void }[] = [];
  afterAll(() => {
    for (const s of sockets) s.close();
    speech.cleanup();
  });

  it('rings, then a spoken transmission is transcribed, judged and answered with the caller audio', async () => {
    if (!existsSync(t.config.stt.pocketsphinx.bin)) return;
    const { socket, next } = await simClient(`${base}/sim`, { token });
    sockets.push(socket);
    socket.emit('sim_start', { mode: 'voice', source: { kind: 'deep_link', deep_link: 'voice-taxi' } });
    const call = await next<CallStart>('call_start');
    expect(call.audios.answer_audio?.url).toMatch(/^\/media\/sim-audio\/answer\.wav\?t=\d+$/);
    const ringing = await next<SimResults>('results');
    expect(ringing).toMatchObject({ sim_id: call.sim_id, text: '' });
    expect(ringing.audio_url).toMatch(/^\/media\/ringing\.mp3\?t=\d+$/);
    const ring = await fetch(`${base}${ringing.audio_url}`);
    expect(ring.status).toBe(200);
    expect(ring.headers.get('content-type')).toBe('audio/wav');

    socket.emit('sim_transmit_start', { sim_id: call.sim_id });
    for (const chunk of recorderChunks(await speech.say(SPOKEN_TURNS[0]!.input))) {
      socket.emit('sim_audio', Buffer.from(chunk.buffer));
      await new Promise((r) => setTimeout(r, 70));
    }
    socket.emit('sim_transmit_end', { sim_id: call.sim_id });
    let final: SimTranscription;
    do final = await next<SimTranscription>('transcription', 20_000);
    while (!final.is_final);
    expect(final.transcript).toMatch(/ready to taxi/);
    expect(await next('end_of_speech')).toEqual({ sim_id: call.sim_id });
    const judged = await next<TurnResult>('turn_result');
    expect(judged.transmission.verdict).toBe('accepted');
    const reply = await next<SimResults>('results', 20_000);
    expect(reply.text).toBe(SPOKEN_TURNS[0]!.output);
    expect(reply.audio_url).toMatch(/^\/media\/tts\/[0-9a-f]{32}\.wav\?t=\d+$/);
    expect((await fetch(`${base}${reply.audio_url}`)).status).toBe(200);

    // A wrong runway, spoken: corrected, and the correction is spoken too.
    socket.emit('sim_transmit_start', { sim_id: call.sim_id });
    const wrong = 'Runway two niner, taxi via Alpha, Cessna One Two Three Four Five.';
    for (const chunk of recorderChunks(await speech.say(wrong))) {
      socket.emit('sim_audio', Buffer.from(chunk.buffer));
      await new Promise((r) => setTimeout(r, 70));
    }
    socket.emit('sim_transmit_end', { sim_id: call.sim_id });
    const second = await next<TurnResult>('turn_result', 20_000);
    expect(second.transmission.verdict).toBe('corrected');
    expect((await next<SimResults>('results', 20_000)).text).toBe(second.transmission.caller_reply);
    socket.emit('sim_hangup', { sim_id: call.sim_id });
    expect(await next<CallEnd>('call_end')).toMatchObject({ status: 'completed', reason: 'hung_up' });
    socket.close();
  }, 60_000);
});
