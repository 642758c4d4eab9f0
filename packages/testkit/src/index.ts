export { type ContractOptions, type ContractReport, checkContract } from './kit.ts';
