import type { CallStart } from '@wilco/shared';

export type DashboardQuestion = CallStart['questions'][number] & {
  /** The turn's number in the scenario, from 1. */
  turn: number;
};

const is = (value: string, name: string) => value.trim().toLowerCase() === name.toLowerCase();

/**
 * docs/product/simulations.md, "Model transmissions": the call's turns as the dashboard lists them,
 * without greetings (by response type or flag, as the judge reads them) and Custom-flagged turns.
 */
export function dashboardQuestions(questions: CallStart['questions']): DashboardQuestion[] {
  return questions
    .map((question, i) => ({ ...question, turn: i + 1 }))
    .filter((q) => !is(q.resp_type, 'Greeting') && !is(q.flag, 'Greeting') && !is(q.flag, 'Custom'));
}

/**
 * The listed turns whose model transmission the server sent: only a practice scenario that shows
 * them sends any (docs/decisions/015-sim-socket.md).
 */
export function modelTransmissions(questions: CallStart['questions']): DashboardQuestion[] {
  return dashboardQuestions(questions).filter((q) => q.input.trim() !== '');
}
