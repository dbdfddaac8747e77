import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { page } from '../route-handle';

const questions = () =>
  import('@/features/consultant-questions/pages/questions-page').then((m) => ({ Component: m.QuestionsPage }));
const adminQuestions = () =>
  import('@/features/consultant-questions/pages/admin-questions-page').then((m) => ({
    Component: m.AdminQuestionsPage,
  }));
const planner = () => import('@/features/planner/pages/planner-page').then((m) => ({ Component: m.PlannerPage }));

/** The user menu's 'Pytania' and 'Planer' (spec 6), and the consultants' queue of the admin panel. */
export const plannerRoutes: RouteObject[] = [
  page(paths.consultantQuestions, 'user', questions),
  page(paths.admin.consultantQuestions, 'admin', adminQuestions, { adminRoute: true }),
  page(paths.planner, 'user', planner),
];
