import type { HobbyCategoryAnswer, SurveyAnswers, SurveyCategoryId } from '../../shared/assessment/types.js';
import { SURVEY_CATEGORY_IDS } from '../../shared/assessment/types.js';
import type { AppDeps } from '../deps.js';
import { saveHobbyInput, saveResponseInput, weightsInput } from '../features/survey/survey.schemas.js';
import * as survey from '../features/survey/survey.service.js';

/**
 * Demo and test data: stores a person's survey answers, a completed progress, scored results, hobby answers and
 * (optionally) weights through the same service functions and input rules the procedures use. Categories missing
 * from `answers` get option 0, so the survey can always be completed. Throws on input the calls would refuse.
 */
export async function seedAssessment(
  deps: AppDeps,
  userId: string,
  answers: SurveyAnswers,
  hobbies: HobbyCategoryAnswer[],
  weights?: { personalityWeight: number; lifestyleWeight: number },
): Promise<void> {
  for (const [index, category] of SURVEY_CATEGORY_IDS.entries()) {
    const responses = answers[category as SurveyCategoryId]?.length ? answers[category as SurveyCategoryId]! : [0];
    await survey.saveResponse(deps, userId, saveResponseInput.parse({ category, categoryIndex: index, responses }));
  }
  await survey.saveProgress(deps, userId, { completedCategories: [...SURVEY_CATEGORY_IDS], currentCategoryIndex: SURVEY_CATEGORY_IDS.length - 1, isCompleted: true });
  await survey.completeSurvey(deps, userId);
  for (const [i, answer] of hobbies.entries()) {
    await survey.saveHobbyCategory(deps, userId, saveHobbyInput.parse({ ...answer, complete: i === hobbies.length - 1 }));
  }
  if (weights) {
    const input = weightsInput.parse(weights);
    if (await survey.getWeights(deps, userId)) await survey.updateWeights(deps, userId, input);
    else await survey.createWeights(deps, userId, input);
  }
}
