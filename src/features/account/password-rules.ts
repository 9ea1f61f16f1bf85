/** Moved to src/lib (the reset pages share the rules); kept for imports not yet updated. */
export * from '@/lib/password-rules'
