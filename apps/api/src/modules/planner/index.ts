/** The planner module's face ('Planer'): what other modules may use of it. */

export { plannerModule } from './planner.module.js';
export type { PlannerOwner, PlannerRange, PlannerSource } from './sources/index.js';
