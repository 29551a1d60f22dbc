/**
 * The access matrix's rows (access-matrix.test.ts): who may call each documented route, and
 * the ids each call uses, including another tenant's.
 */
type Who = 'public' | 'user' | 'author' | 'admin';
type Row = {
  who: Who;
  /** Public routes: what an anonymous call with this payload answers. */
  anonymous?: number;
  /** What an allowed caller gets with this payload when it is not a 2xx (e.g. a wrong code). */
  allowed?: number;
  payload?: unknown;
  url?: (ids: Ids) => string;
  crossTenant?: (ids: Ids) => string;
};
type Ids = { selfId: number; otherTenantUserId: number; sameTenantUserId: number };

const futureDate = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 19);

/** Names a tenant that does not exist, so allowed callers get 404 (authoring itself is tested in questions.routes.test.ts). */
const OTHER_TENANT = 999_999;
const QUESTION = {
  tenant_id: OTHER_TENANT,
  question_name: 'matrix.q',
  question: 'What is the floor of Class A airspace?',
  answer: '18,000 feet MSL',
  subanswers: [{ subanswer: '18,000 feet MSL', points: 1 }],
  point_threshold: 1,
};

/** An id no matrix row ever creates. */
const MISSING = 999_999;
const LTI_PLATFORM = {
  issuer: 'https://lms.matrix.test',
  client_id: 'matrix-client',
  deployment_ids: ['1'],
  auth_login_url: 'https://lms.matrix.test/auth',
  token_url: 'https://lms.matrix.test/token',
  jwks_url: 'https://lms.matrix.test/jwks',
};
const queueOf = (whose: 'self' | 'other') => (ids: Ids) =>
  `/playlist/queue/${whose === 'self' ? ids.selfId : ids.otherTenantUserId}`;

export const MATRIX: Record<string, Row> = {
  'GET /api/status': { who: 'public', anonymous: 200 },
  'POST /api/client-errors': {
    who: 'public',
    anonymous: 201,
    payload: { message: 'x', url: 'http://localhost/' },
  },
  'POST /api/user/login': {
    who: 'public',
    anonymous: 401,
    payload: { email: 'nobody@matrix.test', password: 'whatever-123' },
  },
  'POST /api/user/refresh': { who: 'public', anonymous: 401, payload: { refresh_token: 'not-a-token' } },
  'POST /api/user/logout': { who: 'user' },
  'GET /api/auth/logout': { who: 'user' },
  'GET /api/user': { who: 'user' },
  'GET /api/user/routes': { who: 'user' },
  'GET /api/auth/recordingAcknowledge': { who: 'user' },
  'POST /api/auth/recordingAcknowledge': { who: 'user' },
  'POST /api/user/recordingAcknowledgement': { who: 'user', payload: { acknowledgement_saved: true } },
  'POST /api/user/welcomeSave': { who: 'user' },
  'PUT /api/user/{userId}/examDate': {
    who: 'user',
    payload: { exam_date: futureDate },
    url: (ids) => `/api/user/${ids.selfId}/examDate`,
    crossTenant: (ids) => `/api/user/${ids.otherTenantUserId}/examDate`,
  },
  'POST /api/user/directResetPassword': {
    who: 'user',
    payload: { password: 'test-password-123', current_password: 'test-password-123' },
  },
  'DELETE /api/user/data': { who: 'admin' },
  'POST /api/user/mfa/verify': { who: 'public', anonymous: 401, payload: { mfa_token: 'x', code: '123456' } },
  'GET /api/user/mfa': { who: 'user' },
  'POST /api/user/mfa/enroll': { who: 'user', payload: { current_password: 'test-password-123' } },
  'POST /api/user/mfa/enroll/confirm': { who: 'user', allowed: 400, payload: { code: '000000' } },
  'POST /api/user/mfa/disable': {
    who: 'user',
    payload: { code: '000000', current_password: 'test-password-123' },
  },
  'PUT /api/user/{userId}/features': {
    who: 'admin',
    payload: { features: [] },
    url: (ids) => `/api/user/${ids.selfId}/features`,
    crossTenant: (ids) => `/api/user/${ids.otherTenantUserId}/features`,
  },
  'PUT /api/user/{userId}/mfaRequired': {
    who: 'admin',
    payload: { required: false },
    url: (ids) => `/api/user/${ids.selfId}/mfaRequired`,
    crossTenant: (ids) => `/api/user/${ids.otherTenantUserId}/mfaRequired`,
  },
  'POST /api/user/{userId}/sendPasswordReset': {
    who: 'admin',
    url: (ids) => `/api/user/${ids.selfId}/sendPasswordReset`,
    crossTenant: (ids) => `/api/user/${ids.otherTenantUserId}/sendPasswordReset`,
  },
  'POST /api/user/resetPassword': {
    who: 'public',
    anonymous: 400,
    payload: { token: 'x'.repeat(43), password: 'long-enough-pass' },
  },
  'GET /api/settings': { who: 'admin' },
  'PUT /api/settings': { who: 'admin', payload: { announcement: 'Matrix announcement' } },
  'GET /api/course': { who: 'user' },
  'GET /api/course/featured': { who: 'user' },
  'GET /api/quiz': { who: 'user' },
  // Matrix tenants have no content: id routes answer 404 to everyone allowed in
  // (content.routes.test.ts and cross-tenant.test.ts check real content across tenants).
  'GET /api/quiz/{id}': { who: 'user', allowed: 404 },
  'GET /api/question': { who: 'user' },
  'GET /api/course/admin': { who: 'admin' },
  // Matrix tenants have no courses: admins get 404 (course-admin.routes.test.ts edits real ones).
  'PUT /api/course/{id}': {
    who: 'admin',
    allowed: 404,
    payload: { course_id: 1, name: 'Matrix course', description: '' },
  },
  'PUT /api/course/{courseId}/area/{areaId}': {
    who: 'admin',
    allowed: 404,
    payload: { course_id: 1, area_id: 1, name: 'Matrix area' },
  },
  'PUT /api/quiz/{id}': {
    who: 'admin',
    allowed: 404,
    payload: { quiz_id: 1, name: 'Matrix quiz', question_ids: [], context: '', everyone: true, roles: [] },
  },
  // Creating and deleting content (course-content.routes.test.ts builds and deletes real content).
  'POST /api/course': { who: 'admin', allowed: 400, payload: { name: '' } },
  'DELETE /api/course/{id}': { who: 'admin', allowed: 404, url: () => `/api/course/${MISSING}` },
  'POST /api/course/{courseId}/area': {
    who: 'admin',
    allowed: 404,
    payload: { name: 'Matrix area' },
    url: () => `/api/course/${MISSING}/area`,
  },
  'DELETE /api/course/{courseId}/area/{areaId}': {
    who: 'admin',
    allowed: 404,
    url: () => `/api/course/${MISSING}/area/${MISSING}`,
  },
  'POST /api/quiz': {
    who: 'admin',
    allowed: 404,
    payload: {
      area_id: MISSING,
      name: 'Matrix quiz',
      question_ids: [],
      context: '',
      everyone: true,
      roles: [],
    },
  },
  'DELETE /api/quiz/{id}': { who: 'admin', allowed: 404, url: () => `/api/quiz/${MISSING}` },
  'GET /api/question/{id}': { who: 'user', allowed: 404 },
  'POST /api/score/course/getByIds': { who: 'user', payload: { ids: [1, 2] } },
  'POST /api/score/area/getByIds': { who: 'user', payload: { ids: [1] } },
  'POST /api/score/quiz/getByIds': { who: 'user', payload: { ids: [1] } },
  'POST /api/score/area/weekly': { who: 'user', payload: { course_id: 1 } },
  'POST /api/attempt/quiz_attempt': {
    who: 'user',
    allowed: 404,
    payload: { quiz_id: 1, question_ids: null, attempt_type: 'voice' },
  },
  'GET /api/attempt/quiz_attempt/{id}': { who: 'user', allowed: 404 },
  'PUT /api/attempt/quiz_attempt/{id}': {
    who: 'user',
    allowed: 404,
    payload: { question_attempt_id: 1, attempt_status: 'correct', feedback: null },
  },
  'POST /api/attempt/quiz_attempt/{id}/complete': { who: 'user', allowed: 404 },
  'DELETE /api/attempt/quiz_attempt/{id}': { who: 'user', allowed: 404 },
  'GET /api/attempt/quiz/{id}': { who: 'user', allowed: 404 },
  'GET /api/pages/home': { who: 'user' },
  'GET /api/review/summary': { who: 'user' },
  'GET /api/review/areas': { who: 'user' },
  'GET /api/review/quiz/{quiz_id}': { who: 'user', allowed: 404 },
  'GET /api/review/scenarios': { who: 'user' },
  // Only a scenario the caller has played can be queued again.
  'POST /api/review/scenarios/queue': { who: 'user', allowed: 404, payload: { script_id: MISSING } },
  // Nothing is due for a caller who has answered nothing: 'Error setting up quiz'.
  'POST /api/review/quiz_attempt': {
    who: 'user',
    allowed: 409,
    payload: { quiz_id: null, attempt_type: 'voice' },
  },
  'GET /api/pages/course': { who: 'user' },
  'GET /api/pages/quizzes': { who: 'user' },
  'POST /api/question': { who: 'author', allowed: 404, payload: QUESTION },
  'PUT /api/question/{id}': { who: 'author', allowed: 404, payload: QUESTION },
  'POST /qs/initial_state': {
    who: 'user',
    allowed: 404,
    payload: { tenant_id: OTHER_TENANT, question_id: 1, user_id: 1, generate_audio: false, attempt_id: null },
  },
  'POST /qs/follow_up': {
    who: 'user',
    allowed: 400,
    payload: { tenant_id: 1, question_id: 1, user_id: 1, response: 'roger', state: { question_id: 1 } },
  },
  'POST /qs/get_questions': { who: 'user', allowed: 404, payload: { tenant_id: OTHER_TENANT } },
  'POST /qs/add_questions': { who: 'author', allowed: 404, payload: QUESTION },
  'POST /api/attempt/eventLog': {
    who: 'user',
    payload: { event: 'nextQuestion', event_timestamp: 1_763_700_000_000 },
  },
  'POST /api/attempt/transcription': {
    who: 'user',
    allowed: 404,
    payload: {
      original_transcription: 'a',
      modified_transcription: 'b',
      stt_provider: 'pocketsphinx',
      question_attempt_id: 1,
    },
  },
  'GET /playlist/queue/{uid}': { who: 'user', url: queueOf('self'), crossTenant: queueOf('other') },
  'DELETE /playlist/queue/{uid}': { who: 'user', url: queueOf('self'), crossTenant: queueOf('other') },
  'DELETE /playlist/queue/{uid}/items/{script_queue_id}': {
    who: 'user',
    allowed: 404,
    url: (ids) => `/playlist/queue/${ids.selfId}/items/${MISSING}`,
    crossTenant: (ids) => `/playlist/queue/${ids.otherTenantUserId}/items/${MISSING}`,
  },
  'PUT /playlist/queue/{uid}': {
    who: 'user',
    payload: { script_queue_list: [] },
    url: queueOf('self'),
    crossTenant: queueOf('other'),
  },
  'POST /playlist/complete': {
    who: 'user',
    allowed: 404,
    payload: { user_id: MISSING, script_queue_id: 1, sim_id: 1 },
  },
  'GET /api/simulation': { who: 'user' },
  // Ownership and tenants of real simulations: modules/sim/sim.socket.test.ts.
  'GET /api/simulation/{sim_id}': { who: 'user', allowed: 404, url: () => `/api/simulation/${MISSING}` },
  // Scenario ids name one that does not exist (playlist and script tests cover real ones).
  'GET /script/script/{script_id}': { who: 'user', allowed: 404, url: () => `/script/script/${MISSING}` },
  'POST /script/script/{script_id}/assignments': {
    who: 'author',
    allowed: 404,
    payload: { user_ids: [1] },
    url: () => `/script/script/${MISSING}/assignments`,
  },
  'GET /script/assignees': { who: 'author' },
  'GET /script/draft': { who: 'author' },
  'POST /script/draft': { who: 'author', payload: { name: 'Matrix scenario' } },
  'GET /script/draft/{script_id}': { who: 'author', allowed: 404, url: () => `/script/draft/${MISSING}` },
  'PUT /script/draft/{script_id}': {
    who: 'author',
    allowed: 404,
    payload: { name: 'Matrix scenario', revision: 1 },
    url: () => `/script/draft/${MISSING}`,
  },
  // The builder (docs/product/scenario-builder.md, "Routes"); real scenarios: script-builder.routes.test.ts.
  'POST /script/draft/check': { who: 'author', payload: { name: 'Matrix scenario' } },
  'POST /script/draft/{script_id}/status': {
    who: 'author',
    allowed: 404,
    payload: { status: 'review', revision: 1 },
    url: () => `/script/draft/${MISSING}/status`,
  },
  'POST /script/draft/{script_id}/publish': {
    who: 'author',
    allowed: 404,
    payload: { revision: 1 },
    url: () => `/script/draft/${MISSING}/publish`,
  },
  'GET /script/draft/{script_id}/versions': {
    who: 'author',
    allowed: 404,
    url: () => `/script/draft/${MISSING}/versions`,
  },
  'GET /script/draft/{script_id}/versions/{version}': {
    who: 'author',
    allowed: 404,
    url: () => `/script/draft/${MISSING}/versions/1.0.0`,
  },
  'GET /script/draft/{script_id}/diff': {
    who: 'author',
    allowed: 404,
    url: () => `/script/draft/${MISSING}/diff?from=working`,
  },
  'GET /script/draft/{script_id}/export': {
    who: 'author',
    allowed: 404,
    url: () => `/script/draft/${MISSING}/export`,
  },
  'POST /script/import': { who: 'author', allowed: 400, payload: { content: 'name: [unclosed' } },
  // An empty line is refused before any voice is asked for, so the row needs no speech engine.
  'POST /script/voice-preview': { who: 'author', allowed: 400, payload: { text: '' } },
  // A JSON body is not audio: allowed callers get 400 (uploads: script-builder.routes.test.ts).
  'POST /script/audio': { who: 'author', allowed: 400, payload: { not: 'audio' } },
  // Single sign-on (modules/sso/*.routes.test.ts run real IdPs); matrix tenants have no provider.
  'GET /auth/oidc/login': { who: 'public', anonymous: 302 },
  'GET /auth/oidc/callback': { who: 'public', anonymous: 302 },
  'GET /auth/saml/login': { who: 'public', anonymous: 302 },
  'POST /auth/saml/acs': { who: 'public', anonymous: 302, payload: { SAMLResponse: 'not-saml' } },
  'GET /auth/saml/metadata': { who: 'public', anonymous: 200 },
  'GET /api/auth/sso/providers': {
    who: 'public',
    anonymous: 200,
    url: () => '/api/auth/sso/providers?tenant=matrix-a',
  },
  'POST /api/auth/sso/redeem': { who: 'public', anonymous: 401, payload: { code: 'x'.repeat(43) } },
  'POST /api/auth/oktaExchange': { who: 'public', anonymous: 404, payload: { id_token: 'x'.repeat(40) } },
  'POST /api/auth/refresh': { who: 'public', anonymous: 401, payload: { refresh_token: 'not-a-token' } },
  'GET /api/meta/user': { who: 'user' },
  'GET /api/sso': { who: 'admin' },
  'PUT /api/sso/oidc': {
    who: 'admin',
    payload: { display_name: 'Matrix IdP', issuer: 'https://idp.matrix.test', client_id: 'matrix' },
  },
  'PUT /api/sso/saml': {
    who: 'admin',
    allowed: 400,
    payload: { display_name: 'Matrix IdP', idp_metadata: '<x/>' },
  },
  'DELETE /api/sso/{protocol}': { who: 'admin', url: () => '/api/sso/oidc' },
  'GET /api/user/all': { who: 'admin' },
  // Tenants and accounts (tenant-admin.routes.test.ts covers creation, edits and bulk imports).
  'GET /api/tenant': { who: 'admin' },
  // An unknown country is refused before anything is created, so the row leaves no tenant behind.
  'POST /api/tenant': {
    who: 'admin',
    allowed: 400,
    payload: { tenant_short_code: 'matrix-new', display_name: 'Matrix', country_code_iso: 'XXX' },
  },
  // Another organisation's tenant id is not found.
  'PUT /api/tenant/{id}': {
    who: 'admin',
    allowed: 404,
    payload: { tenant_short_code: 'matrix-x', display_name: 'Matrix' },
    url: () => `/api/tenant/${MISSING}`,
  },
  'POST /api/user': {
    who: 'admin',
    allowed: 400,
    payload: { email: 'new@matrix.test', first_name: 'N', last_name: 'U', roles: [] },
  },
  'PUT /api/user/{userId}': {
    who: 'admin',
    payload: { email_verified: true },
    url: (ids) => `/api/user/${ids.selfId}`,
    crossTenant: (ids) => `/api/user/${ids.otherTenantUserId}`,
  },
  'POST /api/user/bulk': {
    who: 'admin',
    payload: { accounts: [{ email: 'not-an-email' }], roles: ['Learner'] },
  },
  'GET /api/user/attempts': { who: 'admin' },
  'GET /api/user/activity': { who: 'admin' },
  'GET /api/attempt/feedbacks': { who: 'admin' },
  'GET /api/attempt/eventLog': { who: 'admin' },
  // LTI 1.3 (docs/product/integrations.md, "LTI 1.3"): the protocol endpoints answer anyone and
  // check what the protocol asks; the launch flows themselves are in modules/lti/lti.routes.test.ts.
  'GET /lti/login': { who: 'public', anonymous: 400 },
  'POST /lti/login': { who: 'public', anonymous: 400, payload: {} },
  'POST /lti/launch': { who: 'public', anonymous: 400, payload: {} },
  'GET /lti/jwks': { who: 'public', anonymous: 200 },
  'POST /api/lti/session': { who: 'public', anonymous: 401, payload: { code: 'x'.repeat(43) } },
  'GET /api/lti/launch/{launchId}/choices': { who: 'author', allowed: 404 },
  'GET /api/lti/launch/{launchId}/roster': { who: 'author', allowed: 404 },
  'POST /api/lti/launch/{launchId}/handoff': { who: 'user', allowed: 404 },
  'POST /api/lti/deep-link': {
    who: 'author',
    allowed: 404,
    payload: { launch_id: MISSING, items: [{ kind: 'quiz', quiz_id: 1 }] },
  },
  'GET /api/admin/lti/platforms': { who: 'admin' },
  'POST /api/admin/lti/platforms': { who: 'admin', payload: LTI_PLATFORM },
  'PUT /api/admin/lti/platforms/{platformId}': {
    who: 'admin',
    allowed: 404,
    payload: LTI_PLATFORM,
    url: () => `/api/admin/lti/platforms/${MISSING}`,
  },
  'DELETE /api/admin/lti/platforms/{platformId}': {
    who: 'admin',
    allowed: 404,
    url: () => `/api/admin/lti/platforms/${MISSING}`,
  },
  // The first matrix tenant is the installation's own (tenant 1); lti-launch.routes.test.ts rotates too.
  'POST /api/admin/lti/keys/rotate': { who: 'admin' },
};
