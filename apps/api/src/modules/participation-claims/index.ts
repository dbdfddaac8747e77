/** The participation-claims module's face: what other modules may use of it. */

export { participationClaimsModule } from './participation-claims.module.js';
