import { z } from 'zod';

// Zod's own messages (a wrong type, a missing field) reach users through the 400 answers and the
// forms, so they are Polish too; every text the contract names itself still wins over these.
z.config(z.locales.pl());
