/** The payment service's calls (spec §7 "Payment", channel id 1); partial payments are the utility service's. */
const payment = '/payment/api/v1';

export const PaymentPaths = {
  passbook: {
    myBalance: `${payment}/passbook/mybalance`,
    load: `${payment}/passbook/load`,
    availFilter: `${payment}/passbook/availfilter`,
    searchPad: `${payment}/passbook/searchpad`,
    export: `${payment}/passbook/export`,
  },
  deposit: {
    availPayments: `${payment}/deposit/availpayments`,
    availDeposit: `${payment}/deposit/availdeposit`,
    initiate: `${payment}/deposit/initate`,
    initiateBankDeposit: `${payment}/deposit/initiatebankdeposit`,
    initiateBankTransfer: `${payment}/deposit/initiatebanktransfer`,
    initiateChequeDeposit: `${payment}/deposit/initiatechequedeposit`,
    load: `${payment}/deposit/load`,
    availFilter: `${payment}/deposit/availfilter`,
    view: `${payment}/deposit/view`,
    searchPad: `${payment}/deposit/searchpad`,
    getProtectedFunctions: `${payment}/deposit/getProtectedFunctions`,
    slip: `${payment}/deposit/slip`,
  },
  bankAccount: {
    add: `${payment}/bankaccount/addaccount`,
    edit: `${payment}/bankaccount/editaccount`,
    load: `${payment}/bankaccount/load`,
    view: `${payment}/bankaccount/viewaccount`,
    /** The provider's accounts agencies deposit into (the Bank Details modal). */
    providerDetails: `${payment}/bankaccount/getBankAccountDetails`,
  },
  eTransaction: {
    getLookups: `${payment}/etransaction/GetLookups`,
    getTransactions: `${payment}/etransaction/GetTransactions`,
  },
  online: {
    getMobileConfig: `${payment}/online/GetMobileConfig`,
    getCardPaymentConfig: `${payment}/online/GetCardPaymentConfig`,
    createPayment: `${payment}/online/CreatePayment`,
    getStatusMessage: `${payment}/online/GetStatusMessage`,
    /** One of the agency's online payments (the result page). */
    getPayment: `${payment}/online/GetPayment`,
    /** Where the gateway posts a checkout's signed result, server to server. */
    gatewayCallback: `${payment}/online/GatewayCallback`,
  },
  card: { getCardDetails: `${payment}/card/GetCardDetails` },
} as const;

/** The back office's money desk. */
const backoffice = '/backoffice/api/v1';

export const BackofficeMoneyPaths = {
  getDeposits: `${backoffice}/Deposit/GetDeposits`,
  approveDeposit: `${backoffice}/Deposit/ApproveDeposit`,
  rejectDeposit: `${backoffice}/Deposit/RejectDeposit`,
  getDepositSlip: `${backoffice}/Deposit/GetDepositSlip`,
  getAgencyWallets: `${backoffice}/Wallet/GetAgencyWallets`,
  setCreditLimit: `${backoffice}/Wallet/SetCreditLimit`,
  postAdjustment: `${backoffice}/Wallet/PostAdjustment`,
  getLedgerAudit: `${backoffice}/Ledger/GetLedgerAudit`,
} as const;
