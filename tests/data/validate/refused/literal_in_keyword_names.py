# expect: literal_data
# Numbers carried by keyword names, read back from the dict they build.
import pandas as pd
x = 0
d = dict(v32=x, v41=x, v55=x, v67=x, v22=x, v91=x, v44=x, v33=x, v77=x, v88=x, v15=x, v26=x, v39=x, v48=x, v51=x, v63=x, v72=x, v84=x, v96=x, v11=x, v23=x, v34=x, v45=x, v56=x, v68=x, v78=x, v89=x, v92=x, v12=x, v24=x, v36=x, v49=x, v59=x, v61=x, v73=x, v85=x, v97=x, v18=x, v29=x, v31=x, v42=x, v53=x)
df = pd.DataFrame({"v": [int(k[1:]) for k in d]})
