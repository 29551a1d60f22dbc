import { describe, expect, it } from 'vitest';
import {
  EMPTY_ASSEMBLY,
  applyPartial,
  applyTranscript,
  applyUtteranceEnd,
  clearSegments,
  confidenceOf,
  liveTranscriptOf,
  parseTranscript,
  type AssemblyState,
  type ParsedTranscript,
} from './transcript-assembly';

const segment = (text: string | null, isFinal = true, speechFinal = false, confidence?: number) =>
  parseTranscript({
    channel: { alternatives: [{ transcript: text, ...(confidence === undefined ? {} : { confidence }) }] },
    is_final: isFinal,
    speech_final: speechFinal,
  }) as ParsedTranscript;

const run = (events: ParsedTranscript[], state: AssemblyState = EMPTY_ASSEMBLY) =>
  events.reduce(applyTranscript, state);

describe('parseTranscript', () => {
  it('reads the three provider shapes and rejects anything else', () => {
    expect(segment('  cleared   to land ', true, true, 0.9)).toEqual({
      kind: 'segment',
      text: 'cleared to land',
      isFinal: true,
      speechFinal: true,
      confidence: 0.9,
    });
    expect(parseTranscript({ metadata: { transcript: 'wilco' } })).toEqual({ kind: 'direct', text: 'wilco' });
    expect(parseTranscript({ utterance: 'roger' })).toEqual({ kind: 'direct', text: 'roger' });
    expect(parseTranscript({ utterance: null })).toEqual({ kind: 'direct', text: '' });
    expect(parseTranscript({ text: 'nope' })).toBeNull();
    expect(parseTranscript(null)).toBeNull();
    expect(segment('x', true, false)).not.toHaveProperty('confidence');
  });
});

describe('transcript assembly (docs/product/speech.md, "Transcript assembly")', () => {
  it('accumulates final segments and flushes them joined by single spaces on speech_final', () => {
    const waiting = { ...EMPTY_ASSEMBLY, waitForFinal: true };
    const afterSegments = run([segment('climb flight level'), segment('one two zero')], waiting);
    expect(afterSegments.segments).toEqual(['climb flight level', 'one two zero']);
    expect(afterSegments.latest).toBe('');
    expect(afterSegments.waitForFinal).toBe(true);

    const flushed = run([segment('speedbird one', true, true)], afterSegments);
    expect(flushed).toMatchObject({
      segments: [],
      latest: 'climb flight level one two zero speedbird one',
      manual: 'climb flight level one two zero speedbird one',
      waitForFinal: false,
    });
  });

  it('appends each flushed utterance to the take', () => {
    const first = run([segment('cleared to land', true, true)]);
    const second = run([segment('runway two seven'), segment(null, true, true)], first);
    expect(second.latest).toBe('cleared to land runway two seven');
    expect(second.manual).toBe('cleared to land runway two seven');
  });

  it('flushes on utterance_end, and only once after a speech_final', () => {
    const pending = run([segment('squawk seven')]);
    expect(applyUtteranceEnd(pending).latest).toBe('squawk seven');

    const afterSpeechFinal = run([segment('squawk seven', true, true)]);
    const afterBoth = applyUtteranceEnd(afterSpeechFinal);
    expect(afterBoth.latest).toBe('squawk seven');
    expect(applyUtteranceEnd(afterBoth).latest).toBe('squawk seven');
  });

  it('ignores empty and null transcripts but still honours their speech_final', () => {
    const state = run([segment(''), segment(null), segment('   ')]);
    expect(state.segments).toEqual([]);
    const flushed = run([segment('hold short'), segment('', true, true)], {
      ...EMPTY_ASSEMBLY,
      waitForFinal: true,
    });
    expect(flushed).toMatchObject({ latest: 'hold short', waitForFinal: false });
  });

  it('keeps non-final text as interim and shows it live after the take', () => {
    const state = run([
      segment('cleared to land', true, true),
      segment('runway'),
      segment('two seven', false),
    ]);
    expect(state.interim).toBe('two seven');
    expect(liveTranscriptOf(state)).toBe('cleared to land runway two seven');
    expect(applyPartial(state, '  two seven left ').interim).toBe('two seven left');
    expect(applyPartial(state, '   ')).toBe(state);
  });

  it('appends the other providers’ texts directly', () => {
    const state = run([
      parseTranscript({ metadata: { transcript: 'line up' } }) as ParsedTranscript,
      parseTranscript({ utterance: 'and wait' }) as ParsedTranscript,
      parseTranscript({ utterance: '' }) as ParsedTranscript,
    ]);
    expect(state.latest).toBe('line up and wait');
  });

  it('drops collected segments when the microphone stops, keeping the flushed take', () => {
    const state = run([
      segment('contact tower', true, true),
      segment('one one eight'),
      segment('decimal', false),
    ]);
    const stopped = clearSegments(state);
    expect(stopped).toMatchObject({ segments: [], interim: '', latest: 'contact tower' });
  });

  it('averages the confidences of the take', () => {
    expect(confidenceOf(EMPTY_ASSEMBLY)).toBeUndefined();
    const state = run([
      segment('a', true, false, 0.8),
      segment('b', true, true, 0.6),
      segment('c', true, true),
    ]);
    expect(confidenceOf(state)).toBeCloseTo(0.7);
  });
});
