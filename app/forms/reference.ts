/** An enquiry's reference, such as SB-20261121-7K3Q (app/forms/store/reference.server.ts makes them). */
export const REFERENCE_PATTERN = /^SB-\d{8}-[2-9A-HJKMNP-Z]{4}$/;
