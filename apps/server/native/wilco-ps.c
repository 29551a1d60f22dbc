/*
 * wilco-ps: one warm pocketsphinx 0.8 decoder driven over stdin/stdout by the Node server.
 *
 * Why a helper process: the stock CLI gives no partial results and needs a real pipe
 * (docs/decisions/008-offline-stt.md). Every request is a frame
 *   [u8 type][u32 little-endian length][payload]
 * and gets exactly one response frame of the same layout, in order, so the caller can match
 * responses to requests with a FIFO queue.
 *
 * Requests                                  Responses
 *   'J' JSGF grammar text                     'K' ok | 'X' error text
 *   'M' path of an n-gram LM file             'K' | 'X'
 *   'S' start an utterance                    'K' | 'X'
 *   'A' audio, 16 kHz mono s16le              'K' | 'X'
 *   'P' partial hypothesis                    'H' text
 *   'E' end the utterance                     'F' [f32 fit][f32 cost][text]
 *   'C' recalibrate on the next utterance     'K'
 *   'G' the live cepstral mean                'H' comma-separated values
 *   'N' set the live cepstral mean (as 'G')   'K' | 'X'   (and ends calibration)
 *
 * Usage: wilco-ps <extra-dictionary> [--denoise <dB> [--denoise-floor <dBFS>]] [pocketsphinx arguments...]
 *        wilco-ps --mdef-text <binary mdef> <text mdef>   (for sphinxtrain's adaptation tools)
 *        wilco-ps --features   (prints "denoise" when built with speexdsp, so the server can leave
 *                               suppression off with a helper that would refuse it)
 *
 * --denoise: speexdsp's noise suppressor on the audio before the decoder hears it, at most <dB>
 * of attenuation (a negative number; docs/decisions/030-robust-offline-stt.md), on the utterances
 * whose opening is at least as noisy as --denoise-floor (default: every one). Built only when
 * speexdsp is installed (WILCO_SPEEX); without it the option is refused at start.
 */
#include <pocketsphinx.h>
#include <sphinxbase/cmn.h>
#include <sphinxbase/feat.h>
#include <sphinxbase/fsg_model.h>
#include <sphinxbase/jsgf.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef WILCO_SPEEX
#include <speex/speex_preprocess.h>
#endif

#define MAX_FRAME (8u * 1024u * 1024u)

static ps_decoder_t *ps;
/* A fresh decoder has no cepstral mean yet and mishears its first utterance
 * (docs/product/speech.md, "Measured on this machine"):
 * while calibrating, the utterance's audio is kept and decoded again once the mean is known. */
static int calibrating = 1;
static int16_t *utt_audio;
static size_t utt_len, utt_cap;
static int in_utt;
static char current_lm[4096];

/* Noise suppression before decoding (--denoise). 10 ms frames, pocketsphinx's frame rate. The
 * suppressor's noise estimate starts afresh with every utterance: a decoder serves one learner
 * after another (pool.ts), and a noise floor learnt from the last learner's room would be wrong
 * for the next. A fresh suppressor mistreats its first fraction of a second (measured: a word
 * such as "the" heard before clean answers), so it first listens to the utterance's opening
 * DENOISE_PRIME_MS, then hears the utterance from its start with what it learnt. */
#define DENOISE_FRAME 160
#ifndef DENOISE_PRIME_MS
#define DENOISE_PRIME_MS 600
#endif
#define DENOISE_PRIME (16 * DENOISE_PRIME_MS / DENOISE_FRAME * DENOISE_FRAME)
static int denoise_db; /* 0: off */
#ifdef WILCO_SPEEX
static SpeexPreprocessState *denoiser;
static int16_t denoise_pending[DENOISE_FRAME];
static size_t denoise_pending_len;
/* The suppressor's overlap-add puts out each frame one frame late: that first frame is dropped. */
static size_t denoise_skip;
static int16_t *denoise_out;
static size_t denoise_out_cap;
static int16_t denoise_prime[DENOISE_PRIME + 1];
static size_t denoise_prime_len;
static int denoise_primed;
#endif
/* Suppression pays only where there is noise to take out: on answers without noise (clean, the
 * headset and radio bands) it cost a little (docs/decisions/030-robust-offline-stt.md). So each
 * utterance is suppressed only when its opening's noise floor (opening_floor_dbfs) reaches
 * `--denoise-floor <dBFS>`; below it the decoder hears the audio as it came. DENOISE_FLOOR_ALWAYS
 * (the default without the option) suppresses every utterance. */
#define DENOISE_FLOOR_ALWAYS -120.0
static double denoise_floor = DENOISE_FLOOR_ALWAYS;
#ifdef WILCO_SPEEX
static int denoise_bypass; /* this utterance: no noise to suppress */
#endif

static void reply(char type, const void *data, uint32_t len) {
  unsigned char head[5] = {(unsigned char)type, len & 0xff, (len >> 8) & 0xff, (len >> 16) & 0xff,
                           (len >> 24) & 0xff};
  fwrite(head, 1, 5, stdout);
  if (len) fwrite(data, 1, len, stdout);
  fflush(stdout);
}

static void reply_text(char type, const char *text) { reply(type, text, (uint32_t)strlen(text)); }

static int keep_audio(const int16_t *samples, size_t n) {
  if (utt_len + n > utt_cap) {
    size_t cap = utt_cap ? utt_cap : 16000 * 8;
    while (cap < utt_len + n) cap *= 2;
    int16_t *grown = realloc(utt_audio, cap * sizeof(int16_t));
    if (!grown) return -1;
    utt_audio = grown;
    utt_cap = cap;
  }
  memcpy(utt_audio + utt_len, samples, n * sizeof(int16_t));
  utt_len += n;
  return 0;
}

/* Decodes audio as heard (after suppression), keeping it while calibrating so it can be
 * decoded again once the cepstral mean is known. */
static int decode_raw(const int16_t *samples, size_t n) {
  if (!n) return 0;
  if (calibrating && keep_audio(samples, n) < 0) return -2;
  return ps_process_raw(ps, samples, n, FALSE, FALSE) < 0 ? -1 : 0;
}

#ifdef WILCO_SPEEX
static int denoiser_reset(void) {
  if (denoiser) speex_preprocess_state_destroy(denoiser);
  denoiser = speex_preprocess_state_init(DENOISE_FRAME, 16000);
  if (!denoiser) return -1;
  int on = 1, off = 0, db = denoise_db;
  speex_preprocess_ctl(denoiser, SPEEX_PREPROCESS_SET_DENOISE, &on);
  speex_preprocess_ctl(denoiser, SPEEX_PREPROCESS_SET_NOISE_SUPPRESS, &db);
  /* The browser's auto gain already levels the input (docs/product/speech.md, "Recorder"). */
  speex_preprocess_ctl(denoiser, SPEEX_PREPROCESS_SET_AGC, &off);
  speex_preprocess_ctl(denoiser, SPEEX_PREPROCESS_SET_VAD, &off);
  speex_preprocess_ctl(denoiser, SPEEX_PREPROCESS_SET_DEREVERB, &off);
  denoise_pending_len = 0;
  denoise_skip = DENOISE_FRAME;
  denoise_prime_len = 0;
  denoise_primed = DENOISE_PRIME == 0;
  denoise_bypass = 0;
  return 0;
}

/* Suppresses whole frames of what has arrived and decodes them; the rest waits for more audio.
 * `flush` (end of utterance) pads the rest with silence and adds one frame of silence, which
 * brings out the frame the suppressor holds back. */
static int denoise_and_decode(const int16_t *samples, size_t n, int flush) {
  size_t total = denoise_pending_len + n + (flush ? 2 * DENOISE_FRAME : 0);
  if (total > denoise_out_cap) {
    int16_t *grown = realloc(denoise_out, total * sizeof(int16_t));
    if (!grown) return -2;
    denoise_out = grown;
    denoise_out_cap = total;
  }
  memcpy(denoise_out, denoise_pending, denoise_pending_len * sizeof(int16_t));
  memcpy(denoise_out + denoise_pending_len, samples, n * sizeof(int16_t));
  size_t have = denoise_pending_len + n;
  if (flush) {
    size_t padded = (have + DENOISE_FRAME - 1) / DENOISE_FRAME * DENOISE_FRAME + DENOISE_FRAME;
    memset(denoise_out + have, 0, (padded - have) * sizeof(int16_t));
    have = padded;
  }
  size_t whole = have / DENOISE_FRAME * DENOISE_FRAME;
  for (size_t at = 0; at < whole; at += DENOISE_FRAME) speex_preprocess_run(denoiser, denoise_out + at);
  denoise_pending_len = have - whole;
  memcpy(denoise_pending, denoise_out + whole, denoise_pending_len * sizeof(int16_t));
  size_t skip = denoise_skip < whole ? denoise_skip : whole;
  denoise_skip -= skip;
  return decode_raw(denoise_out + skip, whole - skip);
}

/* The opening's noise floor in dB below full scale: the mean power of its quietest 10 ms frame
 * (digital silence counts as DENOISE_FLOOR_ALWAYS). Speech has gaps and onsets quieter than
 * steady noise, so the quietest frame is the noise; a quantile such as the quietest tenth let
 * answers that start at once through as noisy (measured: 27 of 120 clean tuning answers reached
 * -60 dBFS by the quietest tenth, 4 by the quietest frame; all 120 with white noise at 20 dB). */
static double opening_floor_dbfs(const int16_t *samples, size_t n) {
  double floor_power = -1;
  for (size_t at = 0; at + DENOISE_FRAME <= n; at += DENOISE_FRAME) {
    double sum = 0;
    for (size_t i = at; i < at + DENOISE_FRAME; i++) sum += (double)samples[i] * samples[i];
    if (floor_power < 0 || sum / DENOISE_FRAME < floor_power) floor_power = sum / DENOISE_FRAME;
  }
  if (floor_power <= 0) return DENOISE_FLOOR_ALWAYS;
  double db = 10 * log10(floor_power / (32768.0 * 32768.0));
  return db > DENOISE_FLOOR_ALWAYS ? db : DENOISE_FLOOR_ALWAYS;
}

/* Holds the utterance's opening until the suppressor has listened to it (see DENOISE_PRIME_MS),
 * and decides from it whether this utterance is suppressed at all (see DENOISE_FLOOR_ALWAYS). */
static int denoise_opening(const int16_t *samples, size_t n, int flush) {
  if (denoise_bypass) return flush ? 0 : decode_raw(samples, n);
  if (denoise_primed) return denoise_and_decode(samples, n, flush);
  size_t take = n < DENOISE_PRIME - denoise_prime_len ? n : DENOISE_PRIME - denoise_prime_len;
  if (take) memcpy(denoise_prime + denoise_prime_len, samples, take * sizeof(int16_t));
  denoise_prime_len += take;
  if (denoise_prime_len < DENOISE_PRIME && !flush) return 0;
  if (denoise_floor > DENOISE_FLOOR_ALWAYS && opening_floor_dbfs(denoise_prime, denoise_prime_len) < denoise_floor) {
    denoise_bypass = 1;
    int result = decode_raw(denoise_prime, denoise_prime_len);
    return result < 0 || flush ? result : decode_raw(samples + take, n - take);
  }
  int16_t frame[DENOISE_FRAME];
  for (size_t at = 0; at + DENOISE_FRAME <= denoise_prime_len; at += DENOISE_FRAME) {
    memcpy(frame, denoise_prime + at, sizeof frame);
    speex_preprocess_run(denoiser, frame);
  }
  denoise_primed = 1;
  int result = denoise_and_decode(denoise_prime, denoise_prime_len, flush);
  return result < 0 || flush ? result : denoise_and_decode(samples + take, n - take, 0);
}
#endif

/* Audio of the current utterance, through the suppressor when it is on. */
static int hear(const int16_t *samples, size_t n, int flush) {
#ifdef WILCO_SPEEX
  if (denoise_db) return denoise_opening(samples, n, flush);
#endif
  return flush ? 0 : decode_raw(samples, n);
}

/* Lines of "WORD PHONES..." added to the stock dictionary (aviation words it lacks). Loaded
 * before any search exists, so no search needs rebuilding. */
static int load_extra_dictionary(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) return -1;
  char line[1024];
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\r\n")] = 0;
    char *space = strchr(line, ' ');
    if (line[0] == '#' || !space) continue;
    *space = 0;
    char *phones = space + 1;
    while (*phones == ' ') phones++;
    if (ps_lookup_word(ps, line) == NULL) ps_add_word(ps, line, phones, FALSE);
  }
  fclose(f);
  return 0;
}

/* Like ps_set_jsgf_string, but JSGF weights count like language-model probabilities.
 * sphinxbase builds a JSGF's transitions from log(weight) without the language weight
 * (-lw 6.5) that scales the word insertion penalty and every n-gram probability, so a weight
 * would need to be ~1e-300 to outweigh one extra word. Scaling every arc by lw after the
 * build gives weights the same footing as an LM (grammar.ts relies on it). */
static int set_grammar(const char *text) {
  jsgf_t *jsgf = jsgf_parse_string(text, NULL);
  if (!jsgf) return -1;
  jsgf_rule_t *rule = jsgf_get_public_rule(jsgf);
  float lw = cmd_ln_float32_r(ps_get_config(ps), "-lw");
  fsg_model_t *fsg = rule ? jsgf_build_fsg(jsgf, rule, ps_get_logmath(ps), lw) : NULL;
  int result = -1;
  if (fsg) {
    for (int32 s = 0; s < fsg_model_n_state(fsg); s++)
      for (fsg_arciter_t *it = fsg_model_arcs(fsg, s); it; it = fsg_arciter_next(it)) {
        fsg_link_t *link = fsg_arciter_get(it);
        link->logs2prob = (int32)(link->logs2prob * lw);
      }
    result = ps_set_fsg(ps, "jsgf", fsg) < 0 || ps_set_search(ps, "jsgf") < 0 ? -1 : 0;
    fsg_model_free(fsg); /* the search keeps its own reference */
  }
  jsgf_grammar_free(jsgf);
  return result;
}

/* pocketsphinx keeps path scores shifted right by this many bits (SENSCR_SHIFT, internal). */
#define SCORE_SHIFT 10

/* What the Node side turns into a confidence (grammar.ts, confidence.ts), measured over the
 * recognised words (silence and fillers left out, so pauses do not dilute it):
 * - fit: acoustic score per frame, in nats. pocketsphinx scores each frame against the best
 *   senone it evaluated, so this is the gap to an unconstrained phone match, for free (a
 *   second, general decode pass was measured at seconds on this machine);
 * - cost: grammar cost per word, in nats: ~0 when every word sits in a phrase, high when the
 *   words are free items, as noise and speech outside ATC phraseology become.
 * No words → NAN for both. */
static void utterance_scores(float *fit, float *cost) {
  logmath_t *lmath = ps_get_logmath(ps);
  double ascr_nats = 0, lscr_nats = 0;
  long frames = 0, words = 0;
  for (ps_seg_t *seg = ps_seg_iter(ps); seg; seg = ps_seg_next(seg)) {
    const char *word = ps_seg_word(seg);
    if (!word || strchr("<[(+", word[0])) continue;
    int sf, ef;
    int32 ascr, lscr, lback;
    ps_seg_frames(seg, &sf, &ef);
    ps_seg_prob(seg, &ascr, &lscr, &lback);
    ascr_nats += logmath_log_to_ln(lmath, ascr * (1 << SCORE_SHIFT));
    lscr_nats += logmath_log_to_ln(lmath, lscr * (1 << SCORE_SHIFT));
    frames += ef - sf + 1;
    words++;
  }
  *fit = frames > 0 ? (float)(ascr_nats / frames) : NAN;
  *cost = words > 0 ? (float)(-lscr_nats / words) : NAN;
}

static void end_utterance(void) {
  if (hear(NULL, 0, 1) < 0) {
    ps_end_utt(ps), in_utt = 0;
    return reply_text('X', "decoding failed");
  }
  ps_end_utt(ps);
  in_utt = 0;
  if (calibrating && utt_len > 0) {
    /* The first pass has set the cepstral mean; decode the same audio again with it. */
    ps_start_utt(ps);
    ps_process_raw(ps, utt_audio, utt_len, FALSE, TRUE);
    ps_end_utt(ps);
    calibrating = 0;
  }
  utt_len = 0;
  int32 score;
  const char *hyp = ps_get_hyp(ps, &score);
  float scores[2];
  utterance_scores(&scores[0], &scores[1]);
  size_t n = hyp ? strlen(hyp) : 0;
  char *out = malloc(8 + n);
  if (!out) {
    reply_text('X', "out of memory");
    return;
  }
  memcpy(out, scores, 8); /* x86/ARM hosts are little-endian, like the frame lengths */
  if (n) memcpy(out + 8, hyp, n);
  reply('F', out, (uint32_t)(8 + n));
  free(out);
}

/* The live cepstral mean is the only state a warm-up leaves behind (noise removal and AGC are
 * off), so a mean read from one calibrated decoder calibrates another without decoding
 * anything (docs/product/speech.md, "Warm decoders"). */
static void get_mean(void) {
  cmn_t *cmn = ps_get_feat(ps)->cmn_struct;
  char out[64 * 32] = "";
  size_t at = 0;
  for (int i = 0; i < cmn->veclen && at < sizeof out - 32; i++)
    at += (size_t)snprintf(out + at, sizeof out - at, i ? ",%.6f" : "%.6f", (double)cmn->cmn_mean[i]);
  reply_text('H', out);
}

static void set_mean(char *text) {
  cmn_t *cmn = ps_get_feat(ps)->cmn_struct;
  mfcc_t values[64];
  int n = 0;
  for (char *part = strtok(text, ","); part && n < 64; part = strtok(NULL, ","))
    values[n++] = (mfcc_t)strtod(part, NULL);
  if (n != cmn->veclen) return reply_text('X', "wrong number of cepstral mean values");
  cmn_live_set(cmn, values);
  calibrating = 0;
  reply_text('K', "");
}

static void handle(char type, char *payload, uint32_t len) {
  switch (type) {
    case 'J':
      if (in_utt) ps_end_utt(ps), in_utt = 0;
      if (set_grammar(payload) < 0) return reply_text('X', "invalid grammar");
      current_lm[0] = 0;
      return reply_text('K', "");
    case 'M':
      if (in_utt) ps_end_utt(ps), in_utt = 0;
      if (strcmp(current_lm, payload) != 0) {
        if (ps_set_lm_file(ps, "lm", payload) < 0) return reply_text('X', "cannot load language model");
        snprintf(current_lm, sizeof current_lm, "%s", payload);
      }
      if (ps_set_search(ps, "lm") < 0) return reply_text('X', "cannot select language model");
      return reply_text('K', "");
    case 'S':
      if (in_utt) ps_end_utt(ps);
      utt_len = 0;
#ifdef WILCO_SPEEX
      if (denoise_db && denoiser_reset() < 0) return reply_text('X', "cannot start the noise suppressor");
#endif
      if (ps_start_utt(ps) < 0) return reply_text('X', "cannot start utterance (no search set)");
      in_utt = 1;
      return reply_text('K', "");
    case 'A':
      if (!in_utt) return reply_text('X', "audio outside an utterance");
      switch (hear((int16_t *)payload, len / 2, 0)) {
        case -2:
          return reply_text('X', "out of memory");
        case -1:
          return reply_text('X', "decoding failed");
      }
      return reply_text('K', "");
    case 'P': {
      int32 score;
      const char *hyp = in_utt ? ps_get_hyp(ps, &score) : NULL;
      return reply_text('H', hyp ? hyp : "");
    }
    case 'E':
      if (!in_utt) {
        float none[2] = {NAN, NAN};
        return reply('F', none, 8);
      }
      return end_utterance();
    case 'C':
      calibrating = 1;
      return reply_text('K', "");
    case 'G':
      return get_mean();
    case 'N':
      if (in_utt) return reply_text('X', "cannot set the cepstral mean inside an utterance");
      return set_mean(payload);
    default:
      return reply_text('X', "unknown request");
  }
}

/* Not in pocketsphinx 0.8's public headers, but exported by the library: sphinxtrain's bw reads
 * only text model definitions, and Debian ships the acoustic model's in binary
 * (docs/decisions/030-robust-offline-stt.md). */
typedef struct bin_mdef_s bin_mdef_t;
bin_mdef_t *bin_mdef_read(cmd_ln_t *config, const char *filename);
int bin_mdef_write_text(bin_mdef_t *m, const char *filename);
int bin_mdef_free(bin_mdef_t *m);

static int write_text_mdef(const char *in, const char *out) {
  bin_mdef_t *mdef = bin_mdef_read(NULL, in);
  if (!mdef) return 1;
  int result = bin_mdef_write_text(mdef, out) < 0 ? 1 : 0;
  bin_mdef_free(mdef);
  return result;
}

int main(int argc, char *argv[]) {
  if (argc == 4 && strcmp(argv[1], "--mdef-text") == 0) return write_text_mdef(argv[2], argv[3]);
  if (argc == 2 && strcmp(argv[1], "--features") == 0) {
#ifdef WILCO_SPEEX
    puts("denoise");
#endif
    return 0;
  }
  if (argc < 2) {
    fprintf(stderr, "usage: wilco-ps <extra-dictionary> [--denoise <dB> [--denoise-floor <dBFS>]] [pocketsphinx arguments...]\n");
    return 2;
  }
  int skip = 2;
  if (argc >= 4 && strcmp(argv[2], "--denoise") == 0) {
    denoise_db = atoi(argv[3]);
    skip = 4;
    if (denoise_db >= 0) {
      fprintf(stderr, "wilco-ps: --denoise takes a negative number of dB\n");
      return 2;
    }
    if (argc >= 6 && strcmp(argv[4], "--denoise-floor") == 0) {
      char *end;
      denoise_floor = strtod(argv[5], &end);
      skip = 6;
      if (*end || end == argv[5] || denoise_floor > 0 || denoise_floor < DENOISE_FLOOR_ALWAYS) {
        fprintf(stderr, "wilco-ps: --denoise-floor takes dBFS from -120 to 0\n");
        return 2;
      }
    }
#ifndef WILCO_SPEEX
    fprintf(stderr, "wilco-ps: built without speexdsp (Debian libspeexdsp-dev), so --denoise is unavailable\n");
    return 2;
#endif
  }
  cmd_ln_t *config = cmd_ln_parse_r(NULL, ps_args(), argc - skip, argv + skip, TRUE);
  if (!config || !(ps = ps_init(config))) {
    fprintf(stderr, "wilco-ps: cannot initialise the decoder\n");
    return 1;
  }
  if (load_extra_dictionary(argv[1]) < 0) fprintf(stderr, "wilco-ps: cannot read %s\n", argv[1]);
  reply_text('K', "ready");

  unsigned char head[5];
  char *payload = NULL;
  size_t cap = 0;
  while (fread(head, 1, 5, stdin) == 5) {
    uint32_t len = head[1] | (head[2] << 8) | (head[3] << 16) | ((uint32_t)head[4] << 24);
    if (len > MAX_FRAME) return 3;
    if (len + 1 > cap) {
      cap = len + 1;
      char *grown = realloc(payload, cap);
      if (!grown) return 4;
      payload = grown;
    }
    if (len && fread(payload, 1, len, stdin) != len) break;
    payload[len] = 0; /* text payloads are used as C strings */
    handle((char)head[0], payload, len);
  }
  ps_free(ps);
  cmd_ln_free_r(config);
  free(payload);
  free(utt_audio);
#ifdef WILCO_SPEEX
  if (denoiser) speex_preprocess_state_destroy(denoiser);
  free(denoise_out);
#endif
  return 0;
}
