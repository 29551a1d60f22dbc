import type { EvalCase } from '../eval.types';
import { evalCase as c } from '../eval-case';

/**
 * Former held-out knowledge answers, regulations and cruising altitudes (second held-out part, written on
 * 2026-11-24 before that day's assessor changes; it joined the tuning part on 2026-11-27, when a
 * fresh held-out part replaced it: docs/product/assessor.md, "The evaluation"). A
 * value in another unit or form counts when it is the same value; a value on the wrong side of a
 * limit, or a descriptor turned into its opposite, does not.
 */
export const cases: EvalCase[] = [
  // eval-vfr-cruising-east: odd thousands + 500 | magnetic course 0 to 179 (east)
  c(
    'eval-vfr-cruising-east',
    'odd thousands plus five hundred like five thousand five hundred because the course is between zero and one seventy nine',
    'spoken-numbers',
    [true, true],
  ),
  c('eval-vfr-cruising-east', 'even thousands plus five hundred since i am heading east', 'opposite', [
    false,
    true,
  ]),
  c(
    'eval-vfr-cruising-east',
    'odd altitudes plus 500 feet, e.g. 3,500 or 7,500, for magnetic courses 000 to 179',
    'correct',
    [true, true],
  ),
  c('eval-vfr-cruising-east', 'odd thousand plus five hundred', 'partial', [true, false]),
  c('eval-vfr-cruising-east', 'eastbound so odd plus five hundred', 'paraphrase', [true, true]),
  c(
    'eval-vfr-cruising-east',
    'anything like four thousand five hundred or six thousand five hundred',
    'wrong-value',
    [false, false],
  ),
  c('eval-vfr-cruising-east', 'odd thousands plus 500, for courses from 180 to 359', 'wrong-value', [
    true,
    false,
  ]),

  // eval-vfr-cruising-west: even thousands + 500 | magnetic course 180 to 359 (west)
  c(
    'eval-vfr-cruising-west',
    'even thousands plus five hundred for magnetic courses one eighty to three fifty nine so six thousand five hundred works',
    'spoken-numbers',
    [true, true],
  ),
  c('eval-vfr-cruising-west', 'odd thousand plus five hundred going west', 'opposite', [false, true]),
  c('eval-vfr-cruising-west', 'westbound means even plus 500, like 8,500', 'paraphrase', [true, true]),
  c(
    'eval-vfr-cruising-west',
    'even thousands plus 500 feet msl, magnetic course 180 through 359',
    'correct',
    [true, true],
  ),
  c('eval-vfr-cruising-west', 'i believe it is an even thousand plus five hundred', 'hedge', [true, false]),
  c(
    'eval-vfr-cruising-west',
    'even thousands without the five hundred since this is westbound',
    'wrong-value',
    [false, true],
    'Even thousands alone are IFR altitudes.',
  ),

  // regs-flight-review: 24 calendar months | 1 h ground + 1 h flight | Part 91 + maneuvers | endorsement
  c(
    'regs-flight-review',
    'every 2 years: an hour of ground and an hour of flight with a CFI, ending with a logbook endorsement',
    'equivalent',
    [true, true, false, true],
  ),
  c('regs-flight-review', 'every twelve months with a logbook endorsement', 'wrong-value', [
    false,
    false,
    false,
    true,
  ]),
  c('regs-flight-review', 'within 24 calendar months, but no logbook endorsement is needed', 'negation', [
    true,
    false,
    false,
    false,
  ]),
  c(
    'regs-flight-review',
    'within the preceding twenty four calendar months at least one hour on the ground and one hour in the air covering part ninety one and maneuvers the instructor chooses, signed off in your logbook',
    'spoken-numbers',
    [true, true, true, true],
  ),

  // regs-medical-duration: under 40: 60 months | 40 or older: 24 months | end of the month
  c(
    'regs-medical-duration',
    'sixty calendar months if you were under forty at the exam, twenty four calendar months if forty or older',
    'spoken-numbers',
    [true, true, true],
  ),
  c(
    'regs-medical-duration',
    'five years under forty, two years at forty and above, ending on the last day of the month',
    'equivalent',
    [true, true, true],
  ),
  c('regs-medical-duration', 'two years under forty and five years over forty', 'wrong-value', [
    false,
    false,
    false,
  ]),
  c('regs-medical-duration', '60 months under 40, 12 months if 40 or older', 'wrong-value', [
    true,
    false,
    false,
  ]),
  c(
    'regs-medical-duration',
    'um i think five years when you are younger than forty and two years if you are forty or older',
    'hedge',
    [true, true, false],
  ),

  // regs-passenger-currency-day: 3 + 3 | 90 days | sole manipulator, category and class | tailwheel full stop
  c('regs-passenger-currency-day', 'three takeoffs and landings in the last ninety days', 'partial', [
    true,
    true,
    false,
    false,
  ]),
  c(
    'regs-passenger-currency-day',
    'three takeoffs and landings within sixty days in the same category and class',
    'wrong-value',
    [true, false, true, false],
  ),
  c(
    'regs-passenger-currency-day',
    'within the preceding 90 days, 3 takeoffs and 3 landings as sole manipulator in the same category and class, full stop if it is a tailwheel',
    'word-order',
    [true, true, true, true],
  ),
  c(
    'regs-passenger-currency-day',
    'tree takeoffs and tree landings in the last ninety days, to a full stop in a taildragger, same category class and type',
    'homophone',
    [true, true, true, true],
  ),

  // regs-passenger-currency-night: 3 + 3 full stop | 90 days | 1 h after sunset to 1 h before sunrise | category and class
  c(
    'regs-passenger-currency-night',
    'three full stop takeoffs and landings in the last ninety days, between one hour after sunset and one hour before sunrise, same category and class',
    'correct',
    [true, true, true, true],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and landings to a full stop within 90 days during the period from sunset to sunrise',
    'wrong-value',
    [true, true, false, false],
  ),
  c(
    'regs-passenger-currency-night',
    'three takeoffs and three full stop landings in ninety days from one hour before sunset to one hour after sunrise',
    'opposite',
    [true, true, false, false],
  ),
  c(
    'regs-passenger-currency-night',
    'in the last ninety days you need three full stop landings with three takeoffs at night, counting only from an hour after sunset to an hour before sunrise',
    'paraphrase',
    [true, true, true, false],
  ),

  // regs-alcohol: 8 hours | below 0.04 | not under the influence | no impairing drugs
  c(
    'regs-alcohol',
    'eight hours bottle to throttle, under point zero four, not under the influence, and no drugs that affect your faculties',
    'correct',
    [true, true, true, true],
  ),
  c('regs-alcohol', 'twelve hours bottle to throttle and below 0.04', 'wrong-value', [
    false,
    true,
    false,
    false,
  ]),
  c('regs-alcohol', 'eight hours and a blood alcohol below 0.08', 'wrong-value', [true, false, false, false]),
  c(
    'regs-alcohol',
    'eight hours from the last drink, blood alcohol concentration under 0.04 percent',
    'partial',
    [true, true, false, false],
    'A concentration of 0.04 is 0.04 percent by weight; the learner names the same limit.',
  ),
  c('regs-alcohol', 'the annual inspection is every twelve calendar months', 'off-topic', [
    false,
    false,
    false,
    false,
  ]),

  // regs-vfr-fuel: first point of intended landing | +30 min day | +45 min night
  c(
    'regs-vfr-fuel',
    'enough to get to the first landing point plus half an hour by day and three quarters of an hour at night',
    'equivalent',
    [true, true, true],
  ),
  c('regs-vfr-fuel', 'to the destination plus 45 minutes during the day and 30 at night', 'opposite', [
    true,
    false,
    false,
  ]),
  c(
    'regs-vfr-fuel',
    'first point of intended landing plus twenty minutes day and forty five night',
    'wrong-value',
    [true, false, true],
  ),
  c('regs-vfr-fuel', 'to your first intended landing plus 0.5 hours day, 0.75 hours night', 'equivalent', [
    true,
    true,
    true,
  ]),
  c('regs-vfr-fuel', 'um thirty minutes reserve in the day and forty five at night i think', 'hedge', [
    false,
    true,
    true,
  ]),
  c(
    'regs-vfr-fuel',
    'enough fuel to reach the first point of intend it landing plus thirty minutes day and forty five minutes night',
    'asr-slip',
    [true, true, true],
  ),

  // regs-supplemental-oxygen: >12,500 to 14,000 crew after 30 min | >14,000 crew always | >15,000 everyone
  c(
    'regs-supplemental-oxygen',
    'above twelve thousand five hundred up to fourteen thousand the crew after thirty minutes, above fourteen thousand the crew the whole time, and above fifteen thousand everyone on board must be given oxygen',
    'spoken-numbers',
    [true, true, true],
  ),
  c(
    'regs-supplemental-oxygen',
    'above 12,500 crew after half an hour, above 14,000 crew continuously, above 15,000 passengers get it too',
    'equivalent',
    [true, true, true],
  ),
  c(
    'regs-supplemental-oxygen',
    'above 10,000 feet after 30 minutes for the crew, above 14,000 crew at all times, above 15,000 everyone',
    'wrong-value',
    [false, true, true],
  ),
  c(
    'regs-supplemental-oxygen',
    'above fifteen thousand the crew at all times and above fourteen thousand every passenger',
    'wrong-value',
    [false, false, false],
  ),

  // regs-inspections: annual 12 calendar months | 100-hour for hire | 10 h overfly | transponder 24 months
  c(
    'regs-inspections',
    'an annual every twelve calendar months, a hundred hour if you carry people for hire or give flight instruction in your airplane for hire, you can go ten hours over only to get to the inspection, and the transponder every twenty four calendar months',
    'spoken-numbers',
    [true, true, true, true],
  ),
  c('regs-inspections', 'annual within the preceding year and transponder every 2 years', 'equivalent', [
    true,
    false,
    false,
    true,
  ]),
  c(
    'regs-inspections',
    'annual every 12 calendar months, and the transponder every 12 calendar months too',
    'wrong-value',
    [true, false, false, false],
  ),
  c(
    'regs-inspections',
    'annual within 12 calendar months; the 100 hour can be exceeded by 15 hours to reach a shop',
    'wrong-value',
    [true, false, false, false],
  ),
];
