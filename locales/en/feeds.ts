export default {
} as const;
