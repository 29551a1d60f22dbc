import type { ActiveAttempt, AdminUser, EventLogEntry, FeedbackEntry, TenantSettings } from '@wilco/shared';

/** Rows as the admin endpoints answer them, for this feature's tests. */
export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    user_id: 1,
    tenant_id: 1,
    email: 'user@wilco.dev',
    user_name: null,
    display_name: 'Some User',
    first_name: null,
    last_name: null,
    roles: ['Learner'],
    disabled: false,
    email_verified: true,
    mfa_enabled: false,
    mfa_required: false,
    features: [],
    unlimited_simulation_time: false,
    max_simulation_minutes: null,
    exam_date: null,
    subscription_end_date: null,
    last_login: null,
    date_created: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeFeedback(overrides: Partial<FeedbackEntry> = {}): FeedbackEntry {
  return {
    feedback_id: 1,
    user_id: 7,
    email: 'learner@wilco.dev',
    quiz_attempt_id: 10,
    question_attempt_id: 100,
    question_id: 5,
    feedback: 'The expected readback is wrong.',
    date_created: '2025-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<EventLogEntry> = {}): EventLogEntry {
  return {
    event_log_id: 1,
    user_id: 7,
    event: 'question_answered',
    event_timestamp: '2025-02-01T10:00:00.000Z',
    user_email: 'learner@wilco.dev',
    user_role: 'Learner',
    course_id: 1,
    area_id: 2,
    quiz_id: 3,
    question_id: 4,
    quiz_format: 'voice',
    question_outcome: 'correct',
    details: {},
    ...overrides,
  };
}

export function makeActiveAttempt(overrides: Partial<ActiveAttempt> = {}): ActiveAttempt {
  return {
    quiz_attempt_id: 1,
    user_id: 7,
    email: 'learner@wilco.dev',
    display_name: 'Lee Learner',
    quiz_id: 3,
    name: 'Radio calls',
    attempt_type: 'voice',
    date_started: '2025-02-01T10:00:00.000Z',
    date_modified: '2025-02-01T10:05:00.000Z',
    ...overrides,
  };
}

export function makeTenantSettings(overrides: Partial<TenantSettings> = {}): TenantSettings {
  return {
    css: null,
    logo: null,
    maintenance_mode: false,
    maintenance_notice: null,
    announcement: null,
    mfa_required: false,
    primary_course_id: null,
    assessor: 'rubric',
    ...overrides,
  };
}
