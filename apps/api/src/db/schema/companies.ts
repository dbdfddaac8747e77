/** Company e-portfolio: scopes, gallery, relations, follows, company offer and services (issue: e-portfolio). */
export {};
