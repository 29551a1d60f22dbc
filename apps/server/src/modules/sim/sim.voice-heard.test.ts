import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallStart, SimResults, TurnResult } from '@wilco/shared';
import { useTestApp, listenOnLoopback } from '../../test/app';
import { createFakeSttProvider, fakeSpeech } from '../../test/fake-stt';
import { createTenantWithUsers, login } from '../../test/fixtures';
import { SPOKEN_TURNS, createScenario, simClient } from '../../test/sim';

/**
 * A voice call whose recogniser is the test provider (test/fake-stt.ts): exact transcripts and
 * confidences through the whole app, which real speech cannot give on demand. The real
 * recogniser's path is sim.voice.test.ts.
 */
describe('/sim voice, as heard', () => {
  const stt = createFakeSttProvider();
  const t = useTestApp('pglite', {}, { sttProviders: { pocketsphinx: stt.provider } });
  let base: string;
  let token: string;
  const sockets: { close(): void }[] = [];

  beforeAll(async () => {
    base = await listenOnLoopback(t.app);
    const { tenant } = await createTenantWithUsers(t.app, 'simheard', ['Learner']);
    await createScenario(t.app, tenant.tenant_id, {
      deep_link: 'heard-taxi',
      script_type: 'voice',
      turns: SPOKEN_TURNS,
    });
    token = (await login(t.app, 'learner@simheard.test')).idToken;
  });
  afterAll(() => sockets.forEach((s) => s.close()));

  it('asks to say again when recognition is unsure, and judges the transmission once it is sure', async () => {
    const { socket, next } = await simClient(`${base}/sim`, { token });
    sockets.push(socket);
    socket.emit('sim_start', { mode: 'voice', source: { kind: 'deep_link', deep_link: 'heard-taxi' } });
    const call = await next<CallStart>('call_start');
    await next<SimResults>('results'); // the ringing
    const transmit = async (heard: string, confidence: number) => {
      stt.hear(heard, confidence);
      socket.emit('sim_transmit_start', { sim_id: call.sim_id });
      for (let i = 0; i < 4; i++) {
        socket.emit('sim_audio', fakeSpeech(4000));
        await new Promise((r) => setTimeout(r, 50));
      }
      socket.emit('sim_transmit_end', { sim_id: call.sim_id });
      return (await next<TurnResult>('turn_result')).transmission;
    };

    const unsure = await transmit(SPOKEN_TURNS[0]!.input, 0.2);
    expect(unsure).toMatchObject({ verdict: 'say_again', heard: SPOKEN_TURNS[0]!.input, confidence: 0.2 });
    expect((await next<SimResults>('results')).text).toBe(unsure.caller_reply);
    expect(unsure.caller_reply).toMatch(/say again/i);

    const sure = await transmit(SPOKEN_TURNS[0]!.input, 0.9);
    expect(sure.verdict).toBe('accepted');
    expect((await next<SimResults>('results')).text).toBe(SPOKEN_TURNS[0]!.output);
    // The recogniser listened for the turn it expected, then for the next one once it was accepted.
    const searches = stt.opened.map((o) => o.expected.join(' '));
    expect(searches[0]).toMatch(/ready to taxi/i);
    expect(searches.at(-1)).toMatch(/^Runway two seven, taxi via Alpha/);
    socket.emit('sim_hangup', { sim_id: call.sim_id });
    expect(await next('call_end')).toMatchObject({ status: 'completed', reason: 'hung_up' });
  });
});
