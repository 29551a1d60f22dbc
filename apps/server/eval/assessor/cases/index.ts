import type { EvalCase } from '../eval.types';
import { cases as airspace } from './airspace';
import { cases as airspaceMore } from './airspace-more';
import { cases as emergencies } from './emergencies';
import { cases as formerHeldoutKnowledge } from './former-heldout-knowledge';
import { cases as fourthHeldoutKnowledgeOther } from './fourth-heldout-knowledge-other';
import { cases as fourthHeldoutKnowledgeRules } from './fourth-heldout-knowledge-rules';
import { cases as fourthHeldoutNewRubrics } from './fourth-heldout-new-rubrics';
import { cases as fourthHeldoutReadbacks } from './fourth-heldout-readbacks';
import { cases as fifthHeldoutKnowledgeOther } from './fifth-heldout-knowledge-other';
import { cases as fifthHeldoutKnowledgeOtherMore } from './fifth-heldout-knowledge-other-more';
import { cases as fifthHeldoutKnowledgeValues } from './fifth-heldout-knowledge-values';
import { cases as fifthHeldoutKnowledgeValuesMore } from './fifth-heldout-knowledge-values-more';
import { cases as fifthHeldoutNewRubrics } from './fifth-heldout-new-rubrics';
import { cases as fifthHeldoutReadbacks } from './fifth-heldout-readbacks';
import { cases as formerHeldoutKnowledgeMore } from './former-heldout-knowledge-more';
import { cases as formerHeldoutReadbacks } from './former-heldout-readbacks';
import { cases as formerHeldoutReadbacksMore } from './former-heldout-readbacks-more';
import { cases as performance } from './performance';
import { cases as seventhHeldoutKnowledgeValues } from './seventh-heldout-knowledge-values';
import { cases as seventhHeldoutKnowledgeWords } from './seventh-heldout-knowledge-words';
import { cases as seventhHeldoutNewKnowledge } from './seventh-heldout-new-knowledge';
import { cases as seventhHeldoutNewReadbacks } from './seventh-heldout-new-readbacks';
import { cases as seventhHeldoutReadbacks } from './seventh-heldout-readbacks';
import { cases as sixthHeldoutKnowledgeValues } from './sixth-heldout-knowledge-values';
import { cases as sixthHeldoutKnowledgeWords } from './sixth-heldout-knowledge-words';
import { cases as sixthHeldoutNewKnowledge } from './sixth-heldout-new-knowledge';
import { cases as sixthHeldoutNewReadbacks } from './sixth-heldout-new-readbacks';
import { cases as sixthHeldoutReadbacks } from './sixth-heldout-readbacks';
import { cases as radio } from './radio';
import { cases as readbacks } from './readbacks';
import { cases as readbacksMore } from './readbacks-more';
import { cases as regulations } from './regulations';
import { cases as secondHeldoutKnowledge } from './second-heldout-knowledge';
import { cases as secondHeldoutKnowledgeEmergencies } from './second-heldout-knowledge-emergencies';
import { cases as secondHeldoutKnowledgeMore } from './second-heldout-knowledge-more';
import { cases as secondHeldoutKnowledgeOther } from './second-heldout-knowledge-other';
import { cases as secondHeldoutKnowledgeWeather } from './second-heldout-knowledge-weather';
import { cases as secondHeldoutReadbacks } from './second-heldout-readbacks';
import { cases as secondHeldoutReadbacksMore } from './second-heldout-readbacks-more';
import { cases as thirdHeldoutKnowledgeAirspace } from './third-heldout-knowledge-airspace';
import { cases as thirdHeldoutKnowledgeEmergencies } from './third-heldout-knowledge-emergencies';
import { cases as thirdHeldoutKnowledgeOther } from './third-heldout-knowledge-other';
import { cases as thirdHeldoutKnowledgeRegulations } from './third-heldout-knowledge-regulations';
import { cases as thirdHeldoutKnowledgeWeather } from './third-heldout-knowledge-weather';
import { cases as thirdHeldoutReadbacks } from './third-heldout-readbacks';
import { cases as thirdHeldoutReadbacksMore } from './third-heldout-readbacks-more';
import { cases as regulationsMore } from './regulations-more';
import { cases as valuesCallsignForms } from './values-callsign-forms';
import { cases as valuesKnowledge } from './values-knowledge';
import { cases as valuesLists } from './values-lists';
import { cases as valuesMore } from './values-more';
import { cases as valuesProbes } from './values-probes';
import { cases as valuesSwaps } from './values-swaps';
import { cases as valuesLabelSwaps } from './values-label-swaps';
import { cases as valuesQuestionWords } from './values-question-words';
import { cases as valuesKnowledgeProbes } from './values-knowledge-probes';
import { cases as valuesKnowledgeProbesMore } from './values-knowledge-probes-more';
import { cases as valuesEquivalentForms } from './values-equivalent-forms';
import { cases as valuesParaphraseLexicon } from './values-paraphrase-lexicon';
import { cases as valuesCorrectTyped } from './values-correct-typed';
import { cases as valuesCorrectSpoken } from './values-correct-spoken';
import { cases as valuesWordForms } from './values-word-forms';
import { cases as valuesSpokenKnowledge } from './values-spoken-knowledge';
import { cases as valuesListItems } from './values-list-items';
import { cases as valuesWrongSpoken } from './values-wrong-spoken';
import { cases as valuesSwapsTyped } from './values-swaps-typed';
import { cases as valuesHomophonesKnowledge } from './values-homophones-knowledge';
import { cases as valuesExtraItems } from './values-extra-items';
import { cases as valuesReadbacks } from './values-readbacks';
import { cases as valuesRound3 } from './values-round3';
import { cases as valuesRound4 } from './values-round4';
import { cases as valuesRound5 } from './values-round5';
import { cases as valuesRound5Readbacks } from './values-round5-readbacks';
import { cases as valuesRound6 } from './values-round6';
import { cases as valuesRound6Knowledge } from './values-round6-knowledge';
import { cases as valuesRound7 } from './values-round7';
import { cases as valuesRound7Knowledge } from './values-round7-knowledge';
import { cases as valuesRound8 } from './values-round8';
import { cases as valuesRound8Knowledge } from './values-round8-knowledge';
import { cases as valuesProbesRound4 } from './values-probes-round4';
import { cases as valuesTuningRubrics } from './values-tuning-rubrics';
import { cases as valuesKnowledgeRound4 } from './values-knowledge-round4';
import { cases as valuesReadbacksMore } from './values-readbacks-more';
import { cases as weather } from './weather';

/**
 * The tuning part of the evaluation set, area by area. The former-heldout-* files were the first
 * held-out part, the second-heldout-* files the second, the third-heldout-* files the third, the
 * fourth-heldout-* files the fourth, the fifth-heldout-* files the fifth, the
 * sixth-heldout-* files the sixth and the seventh-heldout-* files the seventh; each joined the
 * tuning part when a fresh held-out part replaced it (docs/product/assessor.md, "The evaluation").
 */
export const casesByArea: Record<string, EvalCase[]> = {
  airspace: [...airspace, ...airspaceMore],
  weather,
  regulations: [...regulations, ...regulationsMore],
  performance,
  radio,
  readbacks: [
    ...readbacks,
    ...readbacksMore,
    ...formerHeldoutReadbacks,
    ...formerHeldoutReadbacksMore,
    ...secondHeldoutReadbacks,
    ...secondHeldoutReadbacksMore,
    ...thirdHeldoutReadbacks,
    ...thirdHeldoutReadbacksMore,
    ...fourthHeldoutNewRubrics,
    ...fourthHeldoutReadbacks,
    ...fifthHeldoutNewRubrics,
    ...fifthHeldoutReadbacks,
    ...sixthHeldoutNewReadbacks,
    ...sixthHeldoutReadbacks,
    ...seventhHeldoutNewReadbacks,
    ...seventhHeldoutReadbacks,
  ],
  emergencies,
  values: [
    ...valuesReadbacks,
    ...valuesReadbacksMore,
    ...valuesKnowledge,
    ...valuesMore,
    ...valuesSwaps,
    ...valuesLabelSwaps,
    ...valuesQuestionWords,
    ...valuesKnowledgeProbes,
    ...valuesKnowledgeProbesMore,
    ...valuesEquivalentForms,
    ...valuesParaphraseLexicon,
    ...valuesCorrectTyped,
    ...valuesCorrectSpoken,
    ...valuesWordForms,
    ...valuesSpokenKnowledge,
    ...valuesListItems,
    ...valuesWrongSpoken,
    ...valuesSwapsTyped,
    ...valuesHomophonesKnowledge,
    ...valuesExtraItems,
    ...valuesLists,
    ...valuesCallsignForms,
    ...valuesProbes,
    ...formerHeldoutKnowledge,
    ...formerHeldoutKnowledgeMore,
    ...secondHeldoutKnowledge,
    ...secondHeldoutKnowledgeMore,
    ...secondHeldoutKnowledgeWeather,
    ...secondHeldoutKnowledgeOther,
    ...secondHeldoutKnowledgeEmergencies,
    ...valuesRound3,
    ...thirdHeldoutKnowledgeRegulations,
    ...thirdHeldoutKnowledgeAirspace,
    ...thirdHeldoutKnowledgeWeather,
    ...thirdHeldoutKnowledgeOther,
    ...thirdHeldoutKnowledgeEmergencies,
    ...valuesRound4,
    ...valuesProbesRound4,
    ...valuesTuningRubrics,
    ...valuesKnowledgeRound4,
    ...fourthHeldoutKnowledgeRules,
    ...fourthHeldoutKnowledgeOther,
    ...valuesRound5,
    ...valuesRound5Readbacks,
    ...fifthHeldoutKnowledgeValues,
    ...fifthHeldoutKnowledgeValuesMore,
    ...fifthHeldoutKnowledgeOther,
    ...fifthHeldoutKnowledgeOtherMore,
    ...valuesRound6,
    ...valuesRound6Knowledge,
    ...sixthHeldoutNewKnowledge,
    ...sixthHeldoutKnowledgeValues,
    ...sixthHeldoutKnowledgeWords,
    ...valuesRound7,
    ...valuesRound7Knowledge,
    ...seventhHeldoutNewKnowledge,
    ...seventhHeldoutKnowledgeValues,
    ...seventhHeldoutKnowledgeWords,
    ...valuesRound8,
    ...valuesRound8Knowledge,
  ],
};

/** Every case of every area. */
export const cases: EvalCase[] = Object.values(casesByArea).flat();
